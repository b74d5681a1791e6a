import { SimpleGrid } from '@mantine/core';
import { DateInput, TimePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { dateInputFormat, parseTypedDate } from '@/lib/date-format';

/** What the form hands a date or a time input: value, change, blur, and the translated error. */
export type FieldBinding = {
  value?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: ReactNode;
  'data-path'?: string;
};

type DateTimeFieldProps = {
  dateLabel: string;
  timeLabel: string;
  date: FieldBinding;
  time: FieldBinding;
  minDate?: string;
  maxDate?: string;
  readOnly?: boolean;
};

/** Pickers (docs/rules/validation.md#date-and-time-pickers): the week starts on Monday, week numbers show, min and max apply; the time is 24-hour. */
export function DateTimeField({ dateLabel, timeLabel, date, time, minDate, maxDate, readOnly }: DateTimeFieldProps) {
  const { t } = useTranslation('event-setup');
  const { language } = useLanguage();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <DateInput
        label={dateLabel}
        required
        clearable={!readOnly}
        readOnly={readOnly}
        value={date.value || null}
        onChange={(value) => date.onChange(value ?? '')}
        onBlur={date.onBlur}
        onFocus={date.onFocus}
        error={date.error}
        data-path={date['data-path']}
        valueFormat={dateInputFormat(language)}
        dateParser={(text) => parseTypedDate(text, language)}
        locale={language}
        firstDayOfWeek={1}
        withWeekNumbers
        minDate={minDate}
        maxDate={maxDate}
        placeholder={t('datePlaceholder')}
      />
      <TimePicker
        label={timeLabel}
        required
        readOnly={readOnly}
        format="24h"
        withDropdown={!readOnly}
        value={time.value}
        onChange={time.onChange}
        onBlur={time.onBlur}
        onFocus={time.onFocus}
        error={time.error}
        // The picker ignores typing when read-only but does not mark its inputs; they say so here.
        hoursInputProps={{ 'data-path': time['data-path'], 'aria-readonly': readOnly }}
        minutesInputProps={{ 'aria-readonly': readOnly }}
        hoursInputLabel={t('timeHours', { field: timeLabel })}
        minutesInputLabel={t('timeMinutes', { field: timeLabel })}
      />
    </SimpleGrid>
  );
}
