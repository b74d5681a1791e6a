import { z } from 'zod';
import { AGENDA_CATEGORY_NAME_MAX_LENGTH, SESSION_DESCRIPTION_MAX_LENGTH, SESSION_TITLE_MAX_LENGTH } from './agenda';
import { dateStringSchema, timeStringSchema } from './event-fields';
import { eventSetupFieldsSchema } from './events';

export const EVENT_EXPORT_FORMAT = 'aula-event';
/** Version 2 added German names and titles, descriptions and sessions without a track; version 1 files still import. */
export const EVENT_EXPORT_VERSION = 2;
/** Every version an import still reads. */
export const EVENT_IMPORT_VERSIONS = [1, 2] as const;
/** The largest file POST /api/importEvent reads. */
export const EVENT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

const exportedSessionSchema = z.object({
  // The agenda's own limits, so that every imported session can be saved again as it is.
  title: z.string().min(1).max(SESSION_TITLE_MAX_LENGTH),
  day: dateStringSchema,
  startTime: timeStringSchema,
  endTime: timeStringSchema,
  titleDe: z.string().max(SESSION_TITLE_MAX_LENGTH).default(''),
  descriptionEn: z.string().max(SESSION_DESCRIPTION_MAX_LENGTH).default(''),
  descriptionDe: z.string().max(SESSION_DESCRIPTION_MAX_LENGTH).default(''),
});

/**
 * The file GET /api/exportEvent/{id} writes and POST /api/importEvent reads: one round trip.
 * Ids and the code are left out; later versions add design, content and settings sections here,
 * raising `version` when the shape changes.
 */
export const eventExportFileSchema = z.object({
  format: z.literal(EVENT_EXPORT_FORMAT),
  version: z.literal(EVENT_IMPORT_VERSIONS),
  event: eventSetupFieldsSchema,
  agenda: z.object({
    categories: z.array(
      z.object({
        name: z.string().min(1).max(AGENDA_CATEGORY_NAME_MAX_LENGTH),
        nameDe: z.string().max(AGENDA_CATEGORY_NAME_MAX_LENGTH).default(''),
        color: z.string().max(20),
        sessions: z.array(exportedSessionSchema),
      }),
    ),
    /** Sessions without a track (version 2). */
    uncategorized: z.array(exportedSessionSchema).default([]),
  }),
});
export type EventExportFile = z.infer<typeof eventExportFileSchema>;
export type ExportedSession = z.infer<typeof exportedSessionSchema>;
