import {
  DEFAULT_EVENT_TIME,
  DEFAULT_LANGUAGE,
  addDays,
  defaultClosing,
  isOfferedTimeZone,
  todayInZone,
  type EventInfo,
  type PlaceComponent,
} from '@aula/shared';

/** The setup form's fields as the inputs hold them: text everywhere but the address, the zone's offset as Select text. */
export type SetupFormValues = {
  name: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  closingDate: string;
  closingTime: string;
  location: string;
  /** The place's components, set when a place-search suggestion is picked; free typing leaves them. */
  address: PlaceComponent[];
  timezone: string;
  language: string;
};

/** The fields in the order the form shows them, for focusing the first error. */
export const SETUP_FIELD_ORDER = [
  'name',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'closingDate',
  'closingTime',
  'location',
  'timezone',
  'language',
] as const satisfies readonly (keyof SetupFormValues)[];

/** The fields the date rules look at; a change to one of them can change another's error. */
export const SCHEDULE_FIELDS = [
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'closingDate',
  'closingTime',
  'timezone',
] as const satisfies readonly (keyof SetupFormValues)[];
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

/** Days from today to a new event's default start: far enough ahead to prepare, close enough to be real. */
const NEW_EVENT_START_IN_DAYS = 7;

export function valuesFromEvent(event: EventInfo): SetupFormValues {
  return {
    name: event.name,
    startDate: event.startDate,
    startTime: event.startTime,
    endDate: event.endDate,
    endTime: event.endTime,
    closingDate: event.closingDate,
    closingTime: event.closingTime,
    location: event.location,
    address: event.address,
    timezone: String(event.timezone),
    language: event.language,
  };
}

/** The viewer's own offset when the product offers it, else UTC: a guess the organiser can change. */
export function viewerTimeZone(date = new Date()): number {
  const offset = -date.getTimezoneOffset();
  return isOfferedTimeZone(offset) ? offset : 0;
}

/**
 * A new event: the name carried from /create-event, a one-day event a week from today at the
 * default time 15:00, closing the default 31 days after its end.
 */
export function newEventValues({ name, nowMs, timezone }: { name: string; nowMs: number; timezone: number }): SetupFormValues {
  const startDate = addDays(todayInZone(nowMs, timezone), NEW_EVENT_START_IN_DAYS);
  const end = { endDate: addDays(startDate, 1), endTime: DEFAULT_EVENT_TIME };
  return {
    name,
    startDate,
    startTime: DEFAULT_EVENT_TIME,
    ...end,
    ...defaultClosing(end),
    location: '',
    address: [],
    timezone: String(timezone),
    language: DEFAULT_LANGUAGE,
  };
}

/** Whether the start or the end moved, which decides if the agenda's sessions need a decision. */
export function scheduleChanged(values: SetupFormValues, saved: Pick<EventInfo, 'startDate' | 'startTime' | 'endDate' | 'endTime'>): boolean {
  return (
    values.startDate !== saved.startDate ||
    values.startTime !== saved.startTime ||
    values.endDate !== saved.endDate ||
    values.endTime !== saved.endTime
  );
}
