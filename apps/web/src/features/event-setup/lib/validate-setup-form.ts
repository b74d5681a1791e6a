import { schemaResolver, type FormErrors } from '@mantine/form';
import {
  eventSetupFieldsSchema,
  isEventLive,
  validateEventSetup,
  type EventInfo,
  type EventSchedule,
} from '@aula/shared';
import type { SetupFormValues } from './setup-form-values';

export type SetupValidationContext = {
  isAdmin: boolean;
  nowMs: number;
  /** The event as loaded, or null for a new one. */
  saved: EventInfo | null;
};

const resolveFields = schemaResolver(eventSetupFieldsSchema, { sync: true });

/** An empty Select would coerce to 0 (UTC); undefined makes the schema say 'Required field' instead. */
const timezoneNumber = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

function schedule(values: SetupFormValues): EventSchedule {
  const { startDate, startTime, endDate, endTime, closingDate, closingTime } = values;
  const timezone = timezoneNumber(values.timezone);
  return { startDate, startTime, endDate, endTime, closingDate, closingTime, timezone: Number.isInteger(timezone) ? timezone : undefined };
}

/**
 * The setup form's one validate function: the shared schemas (required, formats, lengths) merged
 * with the shared date rules (docs/rules/events.md#date-rules). A schema error wins on its field, since a date rule about
 * an empty or malformed field says nothing useful.
 */
export function validateSetupForm(values: SetupFormValues, { isAdmin, nowMs, saved }: SetupValidationContext): FormErrors {
  const fieldErrors = resolveFields({ ...values, timezone: timezoneNumber(values.timezone) });
  const ruleErrors = validateEventSetup(schedule(values), {
    isAdmin,
    nowMs,
    saved: saved && { ...saved, live: isEventLive(saved, nowMs) },
  });
  return { ...ruleErrors, ...fieldErrors };
}
