import {
  zonedInstant,
  type AttendeeRole,
  type NotificationAudience,
  type NotificationAudienceKind,
  type NotificationDelivery,
  type NotificationDetail,
  type NotificationFields,
  type SaveNotificationBody,
} from '@aula/shared';

/** The form's values: the audience flattened into one field per kind, ids as the selects hold them. */
export type NotificationFormValues = {
  titleEn: string;
  titleDe: string;
  textEn: string;
  textDe: string;
  /** '' for none, `room:{id}` or `session:{id}`. */
  link: string;
  audienceKind: NotificationAudienceKind;
  role: string;
  group: string;
  audienceRoomId: string;
  accountIds: string[];
  delivery: NotificationDelivery;
  date: string;
  time: string;
};

/** The order of the form's fields, for focusing the first invalid one. */
export const NOTIFICATION_FIELD_ORDER = ['titleEn', 'textEn', 'titleDe', 'textDe', 'link', 'role', 'group', 'audienceRoomId', 'accountIds', 'date', 'time'] as const;

/** The API's field names that the form calls otherwise. */
export const NOTIFICATION_FIELD_NAMES = {
  roomId: 'link',
  sessionId: 'link',
  'audience.role': 'role',
  'audience.group': 'group',
  'audience.roomId': 'audienceRoomId',
  'audience.ids': 'accountIds',
} as const;

export const newNotificationValues = (): NotificationFormValues => ({
  titleEn: '',
  titleDe: '',
  textEn: '',
  textDe: '',
  link: '',
  audienceKind: 'everyone',
  role: '',
  group: '',
  audienceRoomId: '',
  accountIds: [],
  delivery: 'now',
  date: '',
  time: '',
});

export function valuesFromNotification(notification: NotificationDetail): NotificationFormValues {
  const { audience } = notification;
  let link = '';
  if (notification.roomId !== null) link = `room:${notification.roomId}`;
  if (notification.sessionId !== null) link = `session:${notification.sessionId}`;
  return {
    ...newNotificationValues(),
    titleEn: notification.titleEn,
    titleDe: notification.titleDe,
    textEn: notification.textEn,
    textDe: notification.textDe,
    link,
    audienceKind: audience.kind,
    role: audience.kind === 'role' ? audience.role : '',
    group: audience.kind === 'group' ? audience.group : '',
    audienceRoomId: audience.kind === 'room' ? String(audience.roomId) : '',
    accountIds: audience.kind === 'accounts' ? audience.ids.map(String) : [],
    delivery: notification.status === 'scheduled' ? 'scheduled' : 'draft',
    date: notification.date,
    time: notification.time,
  };
}

const idOf = (link: string, kind: 'room' | 'session') => (link.startsWith(`${kind}:`) ? Number(link.slice(kind.length + 1)) : null);

/** The audience as the API reads it (its rules refuse an empty role, group or room). */
export function audienceOf(values: Pick<NotificationFormValues, 'audienceKind' | 'role' | 'group' | 'audienceRoomId' | 'accountIds'>): NotificationAudience {
  switch (values.audienceKind) {
    case 'everyone':
      return { kind: 'everyone' };
    case 'role':
      return { kind: 'role', role: values.role as AttendeeRole };
    case 'group':
      return { kind: 'group', group: values.group };
    case 'room':
      return { kind: 'room', roomId: Number(values.audienceRoomId) };
    case 'accounts':
      return { kind: 'accounts', ids: values.accountIds.map(Number) };
  }
}

/** An audience complete enough to count, or null. */
export function countableAudience(values: NotificationFormValues): NotificationAudience | null {
  const audience = audienceOf(values);
  if (audience.kind === 'role' && !values.role) return null;
  if (audience.kind === 'group' && !values.group.trim()) return null;
  if (audience.kind === 'room' && !values.audienceRoomId) return null;
  if (audience.kind === 'accounts' && values.accountIds.length === 0) return null;
  return audience;
}

export const notificationFields = (values: NotificationFormValues): NotificationFields => ({
  titleEn: values.titleEn,
  titleDe: values.titleDe,
  textEn: values.textEn,
  textDe: values.textDe,
  roomId: idOf(values.link, 'room'),
  sessionId: idOf(values.link, 'session'),
  audience: audienceOf(values),
  delivery: values.delivery,
  date: values.date,
  time: values.time,
});

export const saveNotificationBody = (id: number, values: NotificationFormValues): SaveNotificationBody => ({ id, ...notificationFields(values) });

/** Whether a scheduled time has already passed, in the event's zone. */
export const isPast = (values: Pick<NotificationFormValues, 'date' | 'time'>, timezoneOffset: number, nowMs: number) =>
  zonedInstant(values.date, values.time, timezoneOffset) < nowMs;
