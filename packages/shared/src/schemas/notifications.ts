import * as z from 'zod/mini';
import { ATTENDEE_ROLES } from '../rules/attendees';
import { ID_MAX } from './ids-limit';
import { miniIdSchema as id, miniIdTextSchema as idText } from './mini-ids';
import { requiredTrimmed } from './primitives';

/**
 * In-app notifications (docs/rules/communications.md#in-app-notifications), as the console writes and lists them. A notification's life:
 * `draft` -> `scheduled` (sending now is scheduled for the current instant) -> `sent`, or
 * `scheduled` -> `cancelled`. Written with zod/mini like the engagement schemas, so the venue may
 * share the audience and link shapes without the full zod.
 */
export const NOTIFICATION_STATUSES = ['draft', 'scheduled', 'sent', 'cancelled'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_TITLE_MAX_LENGTH = 120;
export const NOTIFICATION_TEXT_MAX_LENGTH = 1000;
/** The most accounts one notification names by hand; more are reached through a role or group. */
export const NOTIFICATION_MAX_PICKED = 10_000;

const invalid = { error: 'validation.invalid' } as const;
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, { error: `validation.max_${max}` }));

/**
 * Who a notification reaches: every attendee of the event, those of a role or a group, hand-picked
 * accounts, or the attendees present in a room when it is sent.
 */
export const notificationAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('role'), role: z.enum(ATTENDEE_ROLES, { error: 'validation.required' }) }),
  z.object({ kind: z.literal('group'), group: requiredTrimmed(100) }),
  z.object({
    kind: z.literal('accounts'),
    ids: z.array(id).check(z.minLength(1, { error: 'validation.required' }), z.maxLength(NOTIFICATION_MAX_PICKED, invalid)),
  }),
  z.object({ kind: z.literal('room'), roomId: id }),
]);
export type NotificationAudience = z.infer<typeof notificationAudienceSchema>;
export type NotificationAudienceKind = NotificationAudience['kind'];

/** When a save sends: not yet (a draft), now, or at a wall-clock time in the event's zone. */
export const NOTIFICATION_DELIVERIES = ['draft', 'now', 'scheduled'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

const wallDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.required' }));
const wallTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.required' }));

/** The editable fields of a notification. German left empty falls back to English. */
export const notificationFieldsSchema = z.object({
  titleEn: requiredTrimmed(NOTIFICATION_TITLE_MAX_LENGTH),
  titleDe: optionalText(NOTIFICATION_TITLE_MAX_LENGTH),
  textEn: requiredTrimmed(NOTIFICATION_TEXT_MAX_LENGTH),
  textDe: optionalText(NOTIFICATION_TEXT_MAX_LENGTH),
  roomId: z.nullable(id),
  sessionId: z.nullable(id),
  audience: notificationAudienceSchema,
  delivery: z.enum(NOTIFICATION_DELIVERIES, invalid),
  /** `YYYY-MM-DD` and `HH:mm` in the event's zone; read only when `delivery` is `scheduled`. */
  date: z.string(),
  time: z.string(),
});
export type NotificationFields = z.infer<typeof notificationFieldsSchema>;

type Scheduling = Pick<NotificationFields, 'roomId' | 'sessionId' | 'delivery' | 'date' | 'time'>;

/** At most one link, and a date and time when it is scheduled. */
const schedulingRules = () =>
  z.superRefine((fields: Scheduling, ctx) => {
    if (fields.roomId !== null && fields.sessionId !== null) ctx.issues.push({ code: 'custom', message: 'validation.invalid', path: ['sessionId'], input: fields.sessionId });
    if (fields.delivery !== 'scheduled') return;
    if (!wallDate.safeParse(fields.date).success) ctx.issues.push({ code: 'custom', message: 'validation.required', path: ['date'], input: fields.date });
    if (!wallTime.safeParse(fields.time).success) ctx.issues.push({ code: 'custom', message: 'validation.required', path: ['time'], input: fields.time });
  });

/** The form's rules: the fields and their scheduling. */
export const notificationFormSchema = notificationFieldsSchema.check(schedulingRules());

/** POST /api/notifications/{eventId}/save: adds (id 0) or saves a draft or scheduled notification. */
export const saveNotificationBodySchema = z
  .extend(notificationFieldsSchema, { id: z.int(invalid).check(z.gte(0, invalid), z.lte(ID_MAX, invalid)) })
  .check(schedulingRules());
export type SaveNotificationBody = z.infer<typeof saveNotificationBodySchema>;

/** A notification in the console's list: its titles (German may be empty), where it stands, and how far it got. */
export const notificationListItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  titleDe: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  audience: notificationAudienceSchema,
  /** When it is to go out (scheduled) or went out (sent), epoch milliseconds. */
  scheduledMs: z.nullable(z.number()),
  sentMs: z.nullable(z.number()),
  recipients: z.int(),
  delivered: z.int(),
  read: z.int(),
});
export type NotificationListItem = z.infer<typeof notificationListItemSchema>;
export const notificationListSchema = z.array(notificationListItemSchema);

/** A notification as its edit form loads it; date and time are the schedule's wall clock in the event's zone. */
export const notificationDetailSchema = z.extend(notificationListItemSchema, {
  titleEn: z.string(),
  titleDe: z.string(),
  textEn: z.string(),
  textDe: z.string(),
  roomId: z.nullable(z.int()),
  sessionId: z.nullable(z.int()),
  date: z.string(),
  time: z.string(),
});
export type NotificationDetail = z.infer<typeof notificationDetailSchema>;

/** What the edit form picks from: the event's rooms, sessions and groups, and its zone. */
export const notificationOptionsSchema = z.object({
  rooms: z.array(z.object({ id: z.int(), nameEn: z.string(), nameDe: z.string() })),
  sessions: z.array(z.object({ id: z.int(), title: z.string(), titleDe: z.string(), day: z.string(), startTime: z.string() })),
  groups: z.array(z.string()),
  timezoneOffset: z.int(),
});
export type NotificationOptions = z.infer<typeof notificationOptionsSchema>;

export const notificationAudienceCountSchema = z.object({ count: z.int() });
export const notificationAudienceBodySchema = z.object({ audience: notificationAudienceSchema });

export const notificationsPathSchema = z.object({ eventId: idText });
export const notificationPathSchema = z.object({ eventId: idText, notificationId: idText });
