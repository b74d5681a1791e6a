import { z } from 'zod';
import { dateStringSchema, timeStringSchema } from './event-fields';
import { eventSetupFieldsSchema } from './events';

export const EVENT_EXPORT_FORMAT = 'aula-event';
export const EVENT_EXPORT_VERSION = 1;
/** The largest file POST /api/importEvent reads. */
export const EVENT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

const exportedSessionSchema = z.object({
  title: z.string().min(1).max(300),
  day: dateStringSchema,
  startTime: timeStringSchema,
  endTime: timeStringSchema,
});

/**
 * The file GET /api/exportEvent/{id} writes and POST /api/importEvent reads: one round trip.
 * Ids and the code are left out; later issues add design, content and settings sections here,
 * raising `version` when the shape changes.
 */
export const eventExportFileSchema = z.object({
  format: z.literal(EVENT_EXPORT_FORMAT),
  version: z.literal(EVENT_EXPORT_VERSION),
  event: eventSetupFieldsSchema,
  agenda: z.object({
    categories: z.array(
      z.object({ name: z.string().min(1).max(200), color: z.string().max(20), sessions: z.array(exportedSessionSchema) }),
    ),
  }),
});
export type EventExportFile = z.infer<typeof eventExportFileSchema>;
