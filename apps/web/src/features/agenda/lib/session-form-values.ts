import {
  overlappingSessions,
  saveAgendaSessionBodySchema,
  validateSessionTimes,
  type Agenda,
  type AgendaEvent,
  type AgendaSession,
  type SaveAgendaSessionInput,
} from '@aula/shared';

/** The session form's values; selects hold ids as text, '' or null for none. */
export type SessionFormValues = {
  title: string;
  titleDe: string;
  descriptionEn: string;
  descriptionDe: string;
  day: string;
  startTime: string;
  endTime: string;
  roomId: string | null;
  hostIds: string[];
  speakerIds: string[];
  categoryId: string | null;
};

/** The order in which fields are focused when several are wrong. */
export const SESSION_FIELD_ORDER = ['title', 'titleDe', 'day', 'startTime', 'endTime', 'roomId', 'hostIds', 'speakerIds', 'categoryId'] as const;

/** A new session starts on the event's first day, at its start, for an hour. */
export function newSessionValues(event: AgendaEvent): SessionFormValues {
  const [h = 9, m = 0] = event.startTime.split(':').map(Number);
  const end = Math.min(h * 60 + m + 60, 23 * 60 + 59);
  return {
    title: '',
    titleDe: '',
    descriptionEn: '',
    descriptionDe: '',
    day: event.startDate,
    startTime: event.startTime.slice(0, 5),
    endTime: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
    roomId: null,
    hostIds: [],
    speakerIds: [],
    categoryId: null,
  };
}

export function valuesFromSession(s: AgendaSession): SessionFormValues {
  return {
    title: s.title,
    titleDe: s.titleDe,
    descriptionEn: s.descriptionEn,
    descriptionDe: s.descriptionDe,
    day: s.day,
    startTime: s.startTime,
    endTime: s.endTime,
    roomId: s.roomId === null ? null : String(s.roomId),
    hostIds: s.hostIds.map(String),
    speakerIds: s.speakerIds.map(String),
    categoryId: s.categoryId === null ? null : String(s.categoryId),
  };
}

const idOrNull = (value: string | null) => (value ? Number(value) : null);

export function saveSessionBody(eventId: number, id: number, v: SessionFormValues, allowOverlap: boolean): SaveAgendaSessionInput {
  return {
    id,
    eventId,
    title: v.title,
    titleDe: v.titleDe,
    descriptionEn: v.descriptionEn,
    descriptionDe: v.descriptionDe,
    day: v.day,
    startTime: v.startTime,
    endTime: v.endTime,
    roomId: idOrNull(v.roomId),
    hostIds: v.hostIds.map(Number),
    speakerIds: v.speakerIds.map(Number),
    categoryId: idOrNull(v.categoryId),
    allowOverlap,
  };
}

/** The form's errors by field (validation keys): the body's schema, then the agenda rules of packages/shared. */
export function validateSessionForm(eventId: number, id: number, values: SessionFormValues, event: AgendaEvent | null): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = saveAgendaSessionBodySchema.safeParse(saveSessionBody(eventId || 1, id, values, false));
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (event && !errors.day && !errors.startTime && !errors.endTime) Object.assign(errors, validateSessionTimes(values, event));
  return errors;
}

/** Another session of the agenda in the same room at the same time, if any. */
export function overlapOf(agenda: Agenda | undefined, id: number, values: SessionFormValues): AgendaSession | null {
  if (!agenda || !values.roomId) return null;
  const all = [...agenda.categories.flatMap((c) => c.sessions), ...agenda.uncategorized];
  const [other] = overlappingSessions({ id, title: values.title, day: values.day, startTime: values.startTime, endTime: values.endTime, roomId: Number(values.roomId) }, all);
  return other ?? null;
}
