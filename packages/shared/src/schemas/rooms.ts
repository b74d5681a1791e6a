import { z } from 'zod';
import { EMBED_CODE_MAX_LENGTH, URL_MAX_LENGTH, iframeEmbedError, slidoEmbedError, urlError } from '../rules/embeds';
import { imageRefSchema } from './files';
import { ROOM_TYPES } from '../rules/room-types';
import { MEETING_ROOM_LINKED, isMeetingIntegration, type MeetingIntegration } from '../rules/meeting-integrations';
import { zoomMeetingLinkError } from '../rules/zoom-meetings';
import { idOrNewSchema, idOrNewTextSchema, idSchema } from './ids';

export { ROOM_TYPES };
export const roomTypeSchema = z.enum(ROOM_TYPES, { error: 'validation.required' });
export type RoomType = z.infer<typeof roomTypeSchema>;

/** How a meeting room is joined: a plain link, or a link of one of the video-meeting integrations (docs/rules/rooms-and-agenda.md#room-types). */
export const MEETING_PROVIDERS = ['link', 'zoom', 'teams', 'jitsi', 'bigbluebutton'] as const;
export const meetingProviderSchema = z.enum(MEETING_PROVIDERS, { error: 'validation.required' });
export type MeetingProvider = z.infer<typeof meetingProviderSchema>;
/** A room's provider field: a provider, or empty where the type has no meeting. */
const roomMeetingProviderSchema = z.enum([...MEETING_PROVIDERS, ''], { error: 'validation.required' });

export const ROOM_NAME_MAX_LENGTH = 150;
/** Descriptions are HTML from the rich-text editor; this bounds the markup, not the visible text. */
export const ROOM_DESCRIPTION_MAX_LENGTH = 50000;

/** The source fields of a room: which a type needs, which it may have; the others are cleared on save. */
export type RoomSourceField = 'streamUrl' | 'meetingProvider' | 'meetingUrl' | 'embedCode' | 'qaEmbedCode';

export const ROOM_SOURCE_FIELDS: Record<RoomType, { required: readonly RoomSourceField[]; optional: readonly RoomSourceField[] }> = {
  stage: { required: ['streamUrl'], optional: ['qaEmbedCode'] },
  meeting: { required: ['meetingProvider'], optional: ['meetingUrl'] },
  networking: { required: [], optional: [] },
  expo: { required: [], optional: ['meetingProvider', 'meetingUrl'] },
  embed: { required: ['embedCode'], optional: ['qaEmbedCode'] },
};

/**
 * Whether a room joins its meeting through the event's integration (docs/rules/rooms-and-agenda.md#meeting-integrations):
 * a meeting room whose provider is one; it has no link of its own.
 */
export function joinsThroughIntegration<T extends { type: RoomType; meetingProvider: string }>(values: T): values is T & { meetingProvider: MeetingIntegration } {
  return values.type === 'meeting' && isMeetingIntegration(values.meetingProvider);
}

/**
 * Whether a meeting room of an integration names its meeting by a link: Zoom's invitation link,
 * which carries the meeting's number and passcode (docs/rules/rooms-and-agenda.md#meeting-integrations).
 */
export function joinsLinkedMeeting(values: { type: string; meetingProvider: string }): boolean {
  return values.type === 'meeting' && isMeetingIntegration(values.meetingProvider) && MEETING_ROOM_LINKED[values.meetingProvider];
}

/** The source fields a room of this type shows, in form order; a meeting room of an integration has no link unless the link names its meeting. */
export function roomSourceFields(type: RoomType, meetingProvider = ''): RoomSourceField[] {
  const { required, optional } = ROOM_SOURCE_FIELDS[type];
  const order: RoomSourceField[] = ['streamUrl', 'meetingProvider', 'meetingUrl', 'embedCode', 'qaEmbedCode'];
  const linkless = joinsThroughIntegration({ type, meetingProvider }) && !joinsLinkedMeeting({ type, meetingProvider });
  return order.filter((field) => (required.includes(field) || optional.includes(field)) && !(linkless && field === 'meetingUrl'));
}

/** A room as GET /api/rooms/{eventId} and GET /api/room/{eventId}/{roomId} answer it. Embeds travel as their source only. */
export const roomSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  type: roomTypeSchema,
  nameEn: z.string(),
  nameDe: z.string(),
  /** Sanitised HTML. */
  descriptionEn: z.string(),
  descriptionDe: z.string(),
  image: imageRefSchema.nullable(),
  position: z.number().int(),
  visible: z.boolean(),
  streamUrl: z.string(),
  meetingProvider: roomMeetingProviderSchema,
  meetingUrl: z.string(),
  /** The https source of the embedded page's iframe; the public page builds the iframe itself. */
  embedUrl: z.string(),
  /** The source of the interactive Q&A (Slido) iframe. */
  qaEmbedUrl: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

const roomName = (required: boolean) =>
  z
    .string()
    .trim()
    .min(required ? 1 : 0, { error: 'validation.required' })
    .max(ROOM_NAME_MAX_LENGTH, { error: `validation.max_${ROOM_NAME_MAX_LENGTH}` });
const description = z.string().max(ROOM_DESCRIPTION_MAX_LENGTH, { error: `validation.max_${ROOM_DESCRIPTION_MAX_LENGTH}` });

/** The editable fields of a room, as the form holds them; embeds as the pasted iframe code. */
const roomFieldsShape = {
  type: roomTypeSchema,
  /** Required in English; the German name may stay empty and then shows the English one. */
  nameEn: roomName(true),
  nameDe: roomName(false),
  descriptionEn: description,
  descriptionDe: description,
  visible: z.boolean(),
  streamUrl: z.string().trim().max(URL_MAX_LENGTH, { error: 'validation.invalid_url' }),
  meetingProvider: roomMeetingProviderSchema,
  meetingUrl: z.string().trim().max(URL_MAX_LENGTH, { error: 'validation.invalid_url' }),
  embedCode: z.string().trim().max(EMBED_CODE_MAX_LENGTH, { error: 'validation.invalid_iframe' }),
  qaEmbedCode: z.string().trim().max(EMBED_CODE_MAX_LENGTH, { error: 'validation.invalid_slido' }),
};

type RoomSourceValues = { type: RoomType } & Record<RoomSourceField, string>;

const SOURCE_VALIDATORS: Record<RoomSourceField, ((value: string) => string | null) | null> = {
  streamUrl: urlError,
  meetingProvider: null,
  meetingUrl: urlError,
  embedCode: iframeEmbedError,
  qaEmbedCode: slidoEmbedError,
};

/**
 * The per-type rules: each field the type needs is 'Required field' when empty; each filled source
 * field of the type must pass its validator ('Invalid URL', 'Invalid IFRAME code', 'Invalid Slido
 * code'). Fields the type does not use are not checked (and not stored). Answers field -> key.
 */
export function roomSourceErrors(values: RoomSourceValues): Partial<Record<RoomSourceField, string>> {
  const errors: Partial<Record<RoomSourceField, string>> = {};
  const rules = ROOM_SOURCE_FIELDS[values.type];
  if (!rules) return errors;
  // Zoom's link is its meeting's number and passcode, not any address: the Zoom rule reads it.
  if (joinsLinkedMeeting(values)) {
    const linkError = zoomMeetingLinkError(values.meetingUrl);
    if (linkError) errors.meetingUrl = linkError;
    return errors;
  }
  for (const field of roomSourceFields(values.type, values.meetingProvider)) {
    const value = (values[field] ?? '').trim();
    if (value === '') {
      if (rules.required.includes(field)) errors[field] = 'validation.required';
      continue;
    }
    const error = SOURCE_VALIDATORS[field]?.(value);
    if (error) errors[field] = error;
  }
  // A meeting link needs its provider, and the other way round; an integration's meeting room has no link.
  if (rules.optional.includes('meetingUrl') && values.meetingProvider && !joinsThroughIntegration(values) && !values.meetingUrl.trim()) errors.meetingUrl ??= 'validation.required';
  if (rules.optional.includes('meetingProvider') && values.meetingUrl.trim() && !values.meetingProvider) errors.meetingProvider ??= 'validation.required';
  return errors;
}

const checkSources = (values: RoomSourceValues, ctx: z.RefinementCtx) => {
  for (const [field, key] of Object.entries(roomSourceErrors(values))) ctx.addIssue({ code: 'custom', message: key, path: [field] });
};

/** Runs the per-type rules even when another field failed, so the form shows every message at once. */
const whenTyped = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

const safeSourceValues = (value: Record<string, unknown>): RoomSourceValues => {
  const text = (key: RoomSourceField) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  return {
    type: value.type as RoomType,
    streamUrl: text('streamUrl'),
    meetingProvider: text('meetingProvider'),
    meetingUrl: text('meetingUrl'),
    embedCode: text('embedCode'),
    qaEmbedCode: text('qaEmbedCode'),
  };
};

/** The room form's values and rules (the image is chosen separately). */
export const roomFieldsSchema = z
  .object(roomFieldsShape)
  .superRefine((values, ctx) => checkSources(safeSourceValues(values), ctx), whenTyped);
export type RoomFields = z.infer<typeof roomFieldsSchema>;

/**
 * POST /api/room: id 0 creates the room at the end of the event's list. The embeds arrive as the
 * pasted iframe code; the server keeps only their validated source. `imageId` is a library image.
 */
export const saveRoomBodySchema = z
  .object({
    eventId: idSchema,
    id: idOrNewSchema,
    imageId: idSchema.nullable(),
    ...roomFieldsShape,
  })
  .superRefine((values, ctx) => checkSources(safeSourceValues(values), ctx), whenTyped);
export type SaveRoomBody = z.infer<typeof saveRoomBodySchema>;

/** POST /api/deleteRoom */
export const deleteRoomBodySchema = z.object({ room_id: idSchema });
export type DeleteRoomBody = z.infer<typeof deleteRoomBodySchema>;

/** POST /api/reorderRooms/{eventId}: every room of the event, each once, in the new order. */
export const reorderRoomsBodySchema = z.object({ ids: z.array(idSchema).max(1000) });
export type ReorderRoomsBody = z.infer<typeof reorderRoomsBodySchema>;

export const roomPathSchema = z.object({ eventId: idOrNewTextSchema, roomId: idOrNewTextSchema });
export const roomsPathSchema = z.object({ eventId: idOrNewTextSchema });
