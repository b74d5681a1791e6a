import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { dateInputFormat } from '@/lib/date-format';
import type { DateRange } from '../lib/event-filters';

type EventDateRangeInputProps = { label: string; value: DateRange; onChange: (range: DateRange) => void };

/** A date range picker as docs/rules/validation.md#date-and-time-pickers wants pickers: weeks start on Monday and show their numbers. */
export function EventDateRangeInput({ label, value, onChange }: EventDateRangeInputProps) {
  const { t } = useTranslation('events');
  const { language } = useLanguage();
  const change = ([from, to]: DatesRangeValue<string>) => onChange({ from: from ?? null, to: to ?? null });
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={t('filter.rangePlaceholder')}
      value={[value.from, value.to]}
      onChange={change}
      firstDayOfWeek={1}
      withWeekNumbers
      allowSingleDateInRange
      clearable
      locale={language}
      valueFormat={dateInputFormat(language)}
      ariaLabels={{
        nextMonth: t('filter.nextMonth'),
        previousMonth: t('filter.previousMonth'),
        nextYear: t('filter.nextYear'),
        previousYear: t('filter.previousYear'),
        nextDecade: t('filter.nextDecade'),
        previousDecade: t('filter.previousDecade'),
        monthLevelControl: t('filter.chooseMonth'),
        yearLevelControl: t('filter.chooseYear'),
      }}
      // Inside the filter popover: rendered in place, a click in the calendar is not "outside".
      popoverProps={{ withinPortal: false }}
    />
  );
}
