import { useForm } from '@mantine/form';
import { DEFAULT_EVENT_TIME, defaultClosing, type EventInfo } from '@aula/shared';
import { SCHEDULE_FIELDS, type ScheduleField, type SetupFormValues } from '../lib/setup-form-values';
import { validateSetupForm } from '../lib/validate-setup-form';

/** The time that goes with each date: picking a date with no time yet sets the default 15:00 (docs/rules/events.md#event-setup). */
const TIME_OF: Partial<Record<ScheduleField, ScheduleField>> = {
  startDate: 'startTime',
  endDate: 'endTime',
  closingDate: 'closingTime',
};

type SetupFormOptions = { initialValues: SetupFormValues; saved: EventInfo | null; isAdmin: boolean };

/**
 * The setup form: one validate function (shared schema plus shared date rules) run on blur and on
 * submit, and the couplings between the date fields.
 */
export function useSetupForm({ initialValues, saved, isAdmin }: SetupFormOptions) {
  const form = useForm<SetupFormValues>({
    initialValues,
    // Read "now" at every run: the start-in-past and live rules move with the clock.
    validate: (values) => validateSetupForm(values, { isAdmin, nowMs: Date.now(), saved }),
    validateInputOnBlur: true,
  });

  /**
   * Sets a date, time or zone and re-checks every filled date field, because one change can make
   * or clear another field's error (a start after the end marks both). Empty fields say
   * 'Required field' only once they are left or submitted.
   */
  const setScheduleValue = (field: ScheduleField, value: string) => {
    form.setFieldValue(field, value);
    const timeField = TIME_OF[field];
    if (value && timeField && !form.getValues()[timeField]) form.setFieldValue(timeField, DEFAULT_EVENT_TIME);
    if (field === 'endDate' && value) {
      // docs/rules/events.md#closing: changing the end date moves the closing date to 31 days after it.
      const closing = defaultClosing({ endDate: value, endTime: form.getValues().endTime || DEFAULT_EVENT_TIME });
      form.setFieldValue('closingDate', closing.closingDate);
      form.setFieldValue('closingTime', closing.closingTime);
    }
    const values = form.getValues();
    for (const scheduleField of SCHEDULE_FIELDS) {
      if (values[scheduleField] !== '') form.validateField(scheduleField);
    }
  };

  return { form, setScheduleValue };
}
