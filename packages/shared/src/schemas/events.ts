import { z } from 'zod';
import { languageSchema } from './primitives';
import { idOrNewTextSchema, idTextSchema } from './ids';
import {
  EVENT_CONDITIONS_MAX_LENGTH,
  EVENT_LOCATION_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  dateStringSchema,
  placeComponentSchema,
  timeStringSchema,
  timezoneOffsetSchema,
} from './event-fields';

/** A row of GET /api/events (docs/rules/events.md#events-list). Instants derive from dates, times and the zone. */
export const eventListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  country: z.string(),
  city: z.string(),
  location: z.string(),
  image: z.string().nullable(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  endDate: z.string(),
  endTime: z.string().nullable(),
  timezoneOffset: z.number().int(),
  /** The closing instant, ISO 8601 in UTC. */
  closingDateTime: z.string(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;
export const eventListSchema = z.array(eventListItemSchema);

/** GET /api/eventShortInfo/{id} */
export const eventShortInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  image: z.string().nullable(),
});
export type EventShortInfo = z.infer<typeof eventShortInfoSchema>;

/** GET /api/event/{id} (docs/rules/events.md#event-setup); times as HH:mm in the event's zone. */
export const eventInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  closingDate: z.string(),
  closingTime: z.string(),
  location: z.string(),
  address: z.array(placeComponentSchema),
  language: languageSchema,
  timezone: z.number().int(),
  conditions: z.string(),
  code: z.string().nullable(),
  /** The start and end as first saved; the live lock compares with these (docs/rules/events.md#going-live). */
  originalStartDate: z.string().nullable(),
  originalStartTime: z.string().nullable(),
  /** Whether the agenda has sessions, so the form knows to ask move-or-delete. */
  hasSessions: z.boolean(),
});
export type EventInfo = z.infer<typeof eventInfoSchema>;

/**
 * The setup form's values (and, after coercion, the body of POST /api/event). Every field the
 * rules need; date rules are checked by `validateEventSetup` in rules/event-setup.ts.
 */
export const eventSetupFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(EVENT_NAME_MAX_LENGTH, { error: `validation.max_${EVENT_NAME_MAX_LENGTH}` }),
  startDate: dateStringSchema,
  startTime: timeStringSchema,
  endDate: dateStringSchema,
  endTime: timeStringSchema,
  closingDate: dateStringSchema,
  closingTime: timeStringSchema,
  location: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(EVENT_LOCATION_MAX_LENGTH, { error: `validation.max_${EVENT_LOCATION_MAX_LENGTH}` }),
  address: z.array(placeComponentSchema).max(20).default([]),
  language: languageSchema,
  timezone: timezoneOffsetSchema,
  conditions: z.string().max(EVENT_CONDITIONS_MAX_LENGTH).default(''),
});
export type EventSetupFields = z.infer<typeof eventSetupFieldsSchema>;

const emptyToRequired = (value: unknown) => (value === '' ? undefined : value);

/**
 * POST /api/event as multipart text fields (docs/rules/calls.md#event-calls): address as JSON text, moveSessions as 1 or
 * 0, is_virtual=1, empty values as empty text; id 0 creates.
 */
export const saveEventBodySchema = z.object({
  id: idOrNewTextSchema,
  name: z.string(),
  startDate: z.preprocess(emptyToRequired, z.string({ error: 'validation.required' })),
  startTime: z.preprocess(emptyToRequired, z.string({ error: 'validation.required' })),
  endDate: z.preprocess(emptyToRequired, z.string({ error: 'validation.required' })),
  endTime: z.preprocess(emptyToRequired, z.string({ error: 'validation.required' })),
  closingDate: z.preprocess(emptyToRequired, z.string({ error: 'validation.required' })),
  closingTime: z.preprocess(emptyToRequired, z.string({ error: 'validation.required' })),
  location: z.string(),
  address: z.string().default('[]'),
  language: z.preprocess(emptyToRequired, z.string({ error: 'validation.required' })),
  timezone: z.preprocess(emptyToRequired, z.string({ error: 'validation.required' })),
  conditions: z.string().default(''),
  moveSessions: z.enum(['0', '1', '']).default(''),
  is_virtual: z.string().optional(),
});
export type SaveEventBody = z.infer<typeof saveEventBodySchema>;

/** The answer of POST /api/event. */
export const saveEventResultSchema = z.object({
  id: z.number().int(),
  messageTitle: z.string().optional(),
  messageBody: z.string().optional(),
});
export type SaveEventResult = z.infer<typeof saveEventResultSchema>;

/** POST /api/deleteEvent */
export const deleteEventBodySchema = z.object({ event_id: idTextSchema });
export type DeleteEventBody = z.infer<typeof deleteEventBodySchema>;

/** POST /api/publishEvent/{id} */
export const publishEventResultSchema = z.object({ code: z.string() });
export type PublishEventResult = z.infer<typeof publishEventResultSchema>;

export const eventIdPathSchema = z.object({ id: idOrNewTextSchema });

/** The import's result (docs/rules/events.md#import-export-and-duplicate). */
export const importResultSchema = z.object({
  status: z.enum(['success', 'error']),
  errorMessage: z.string().optional(),
  /** The new event's id on success. */
  id: z.number().int().optional(),
  /** What was wrong, one entry per problem, on error. */
  problems: z.array(z.object({ path: z.string(), reason: z.string() })).optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
