import { z } from 'zod';
import { requiredTrimmed } from './primitives';
import { idOrNewTextSchema, idSchema, idTextSchema } from './ids';
import { dateStringSchema, timeStringSchema } from './event-fields';
import { SESSION_SPEAKERS_MAX } from '../rules/people';

/** Longest session title and track name, in characters. */
export const SESSION_TITLE_MAX_LENGTH = 200;
export const AGENDA_CATEGORY_NAME_MAX_LENGTH = 150;
export const SESSION_HOST_NAME_MAX_LENGTH = 150;
/** Longest description (sanitised HTML) of a session, in characters. */
export const SESSION_DESCRIPTION_MAX_LENGTH = 20_000;

/** A colour as `#rrggbb`. */
export const trackColorSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.invalid_color' });

/**
 * A session of the agenda as GET /api/agenda/{id} and GET /api/agendaSession/{eventId}/{sessId}
 * answer it. `day`, `startTime` and `endTime` are wall-clock values in the event's zone (its fixed
 * offset); `title` is the English title; descriptions are sanitised HTML.
 */
export const agendaSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleDe: z.string(),
  descriptionEn: z.string(),
  descriptionDe: z.string(),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  roomId: z.number().int().nullable(),
  hostIds: z.array(z.number().int()),
  /** Attendee accounts of the event that speak at the session, in order (docs/rules/venue.md#speakers). */
  speakerIds: z.array(z.number().int()),
  /** The track; null for a session without one (listed under "No track"). */
  categoryId: z.number().int().nullable(),
});
export type AgendaSession = z.infer<typeof agendaSessionSchema>;

/** A track of the agenda: names in English (`name`) and German, a colour as `#rrggbb`. */
export const agendaCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameDe: z.string(),
  color: z.string(),
});
export type AgendaCategory = z.infer<typeof agendaCategorySchema>;

/**
 * GET /api/agenda/{id}: categories (tracks), each with its sessions (docs/rules/rooms-and-agenda.md#agenda),
 * and the sessions without a track in `uncategorized`.
 */
export const agendaSchema = z.object({
  categories: z.array(agendaCategorySchema.extend({ sessions: z.array(agendaSessionSchema) })),
  uncategorized: z.array(agendaSessionSchema),
});
export type Agenda = z.infer<typeof agendaSchema>;

/** POST /api/agendaCategory: id 0 creates a track of the event, another id updates it. */
export const saveAgendaCategoryBodySchema = z.object({
  id: idOrNewTextSchema,
  eventId: idTextSchema,
  name: requiredTrimmed(AGENDA_CATEGORY_NAME_MAX_LENGTH),
  nameDe: z.string().trim().max(AGENDA_CATEGORY_NAME_MAX_LENGTH, { error: `validation.max_${AGENDA_CATEGORY_NAME_MAX_LENGTH}` }).default(''),
  color: trackColorSchema,
});
export type SaveAgendaCategoryBody = z.infer<typeof saveAgendaCategoryBodySchema>;

/** POST /api/deleteAgendaCategory and POST /api/deleteAgendaSession. */
export const deleteAgendaItemBodySchema = z.object({ id: idTextSchema });
export type DeleteAgendaItemBody = z.infer<typeof deleteAgendaItemBodySchema>;

/** GET /api/agendaSession/{eventId}/{sessId}. */
export const agendaSessionPathSchema = z.object({
  eventId: idOrNewTextSchema,
  sessId: idOrNewTextSchema,
});

/**
 * POST /api/agendaSession: id 0 creates. Times are `HH:mm` in the event's zone. An overlap with
 * another session in the same room is refused unless `allowOverlap` says the organiser confirmed it.
 */
export const saveAgendaSessionBodySchema = z.object({
  id: idOrNewTextSchema,
  eventId: idTextSchema,
  title: requiredTrimmed(SESSION_TITLE_MAX_LENGTH),
  titleDe: z.string().trim().max(SESSION_TITLE_MAX_LENGTH, { error: `validation.max_${SESSION_TITLE_MAX_LENGTH}` }).default(''),
  descriptionEn: z.string().max(SESSION_DESCRIPTION_MAX_LENGTH, { error: 'validation.invalid' }).default(''),
  descriptionDe: z.string().max(SESSION_DESCRIPTION_MAX_LENGTH, { error: 'validation.invalid' }).default(''),
  day: dateStringSchema,
  startTime: timeStringSchema,
  endTime: timeStringSchema,
  roomId: idSchema.nullable().default(null),
  hostIds: z.array(idSchema).max(50).default([]),
  speakerIds: z.array(idSchema).max(SESSION_SPEAKERS_MAX, { error: 'validation.invalid' }).default([]),
  categoryId: idSchema.nullable().default(null),
  allowOverlap: z.boolean().default(false),
});
export type SaveAgendaSessionBody = z.infer<typeof saveAgendaSessionBodySchema>;
export type SaveAgendaSessionInput = z.input<typeof saveAgendaSessionBodySchema>;

/** An account the session form offers as a speaker: the event's speakers and whoever already speaks at one of its sessions. */
export const agendaSpeakerOptionSchema = z.object({ id: z.number().int(), name: z.string(), company: z.string() });
export type AgendaSpeakerOption = z.infer<typeof agendaSpeakerOptionSchema>;

/** A person who hosts sessions; the company's hosts fill static data `session_host`. */
export const sessionHostSchema = z.object({ id: z.number().int(), name: z.string(), title: z.string() });
export type SessionHost = z.infer<typeof sessionHostSchema>;
/** GET /api/sessionHosts: the company's hosts by name. */
export const sessionHostListSchema = z.array(sessionHostSchema);

/** POST /api/sessionHost: creates a host of the caller's company. */
export const createSessionHostBodySchema = z.object({
  name: requiredTrimmed(SESSION_HOST_NAME_MAX_LENGTH),
  title: z.string().trim().max(SESSION_HOST_NAME_MAX_LENGTH, { error: `validation.max_${SESSION_HOST_NAME_MAX_LENGTH}` }).default(''),
});
export type CreateSessionHostBody = z.infer<typeof createSessionHostBodySchema>;

/**
 * POST /api/sessionHost with an id: id 0 (or none, as older clients send) creates a host of the
 * caller's company, another id updates that host's name and title.
 */
export const saveSessionHostBodySchema = createSessionHostBodySchema.extend({
  id: idOrNewTextSchema.default(0),
});
export type SaveSessionHostBody = z.infer<typeof saveSessionHostBodySchema>;
export type SaveSessionHostInput = z.input<typeof saveSessionHostBodySchema>;

/** POST /api/deleteSessionHost: deletes a host of the caller's company; sessions lose its id. */
export const deleteSessionHostBodySchema = z.object({
  host_id: idTextSchema,
});
export type DeleteSessionHostBody = z.infer<typeof deleteSessionHostBodySchema>;

/** The answer of a save: the saved item's id. */
export const agendaSavedIdSchema = z.object({ id: z.number().int() });
export type AgendaSavedId = z.infer<typeof agendaSavedIdSchema>;
