import { z } from 'zod';
import { eventSetupFieldsSchema } from './events';

export const EVENT_EXPORT_FORMAT = 'aula-event';
export const EVENT_EXPORT_VERSION = 1;

const exportedSessionSchema = z.object({
  title: z.string().min(1).max(300),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
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
