import { CLOSING_DAYS_AFTER_END, MAX_EVENT_DAYS, addDays, todayInZone } from './event-dates';

/** The date and time fields the setup rules look at; any of them may still be empty in a form. */
export type EventSchedule = {
  startDate?: string;
  startTime?: string;
  endDate?: string;
  endTime?: string;
  closingDate?: string;
  closingTime?: string;
  timezone?: number;
};

export type EventSetupContext = {
  /** Admins are exempt from the 4-day maximum, the live lock and the 31-day closing limit (docs/rules/roles-and-permissions.md#admins). */
  isAdmin: boolean;
  nowMs: number;
  /** The event as stored, or null for a new one. */
  saved: null | { startDate: string; startTime: string; endDate: string; endTime: string; live: boolean };
};

/** Field -> i18n key of the first rule it breaks. */
export type EventSetupErrors = Partial<Record<keyof EventSchedule, string>>;

const isDate = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTime = (value: string | undefined): value is string => !!value && /^\d{2}:\d{2}$/.test(value);

/**
 * The date rules of the event setup (docs/rules/events.md#date-rules), shared by the form and the server. Required fields and
 * formats are the schema's job; a rule whose inputs are missing or malformed is skipped here.
 */
export function validateEventSetup(values: EventSchedule, context: EventSetupContext): EventSetupErrors {
  const errors: EventSetupErrors = {};
  const fail = (field: keyof EventSchedule, key: string) => {
    errors[field] ??= `validation.${key}`;
  };
  const { startDate, startTime, endDate, endTime, closingDate, closingTime } = values;
  const { saved, isAdmin } = context;

  if (saved?.live && !isAdmin) {
    for (const field of ['startDate', 'startTime', 'endDate', 'endTime'] as const) {
      if (values[field] !== undefined && values[field] !== saved[field]) fail(field, 'event_live_locked');
    }
  }

  const startChanged = !saved || saved.startDate !== startDate;
  if (isDate(startDate) && startChanged && values.timezone !== undefined && startDate < todayInZone(context.nowMs, values.timezone)) {
    fail('startDate', 'event_start_in_past');
  }

  if (isDate(startDate) && isDate(endDate)) {
    if (startDate > endDate) {
      fail('startDate', 'event_start_after_end');
      fail('endDate', 'event_end_before_start');
    } else if (startDate === endDate && isTime(startTime) && isTime(endTime) && startTime >= endTime) {
      fail('startTime', 'event_start_time_after_end');
      fail('endTime', 'event_end_time_before_start');
    } else if (!isAdmin && endDate > addDays(startDate, MAX_EVENT_DAYS - 1)) {
      fail('endDate', 'event_too_long');
    }
  }

  if (isDate(endDate) && isDate(closingDate)) {
    if (closingDate < endDate) fail('closingDate', 'event_closing_before_end');
    else if (closingDate === endDate && isTime(endTime) && isTime(closingTime) && closingTime <= endTime) {
      fail('closingTime', 'event_closing_before_end');
    } else if (!isAdmin) {
      const latest = addDays(endDate, CLOSING_DAYS_AFTER_END);
      if (closingDate > latest) fail('closingDate', 'event_closing_too_late');
      else if (closingDate === latest && isTime(endTime) && isTime(closingTime) && closingTime > endTime) {
        fail('closingTime', 'event_closing_too_late');
      }
    }
  }
  return errors;
}
