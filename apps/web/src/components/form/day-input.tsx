import type { ReactNode } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { dateInputFormat } from '@/lib/date-format';

type DayInputProps = {
  label: string;
  /** The chosen day as `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Already translated: the screen knows which namespace its error keys live in. */
  error?: ReactNode;
  disabled?: boolean;
  w?: number;
};

/** One day, picked from a calendar in the UI language's format and locale, weeks starting on Monday. */
export function DayInput({ label, value, onChange, error, disabled, w = 220 }: DayInputProps) {
  const { i18n } = useTranslation();
  return (
    <DatePickerInput
      label={label}
      valueFormat={dateInputFormat(i18n.language)}
      locale={i18n.language}
      firstDayOfWeek={1}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      error={error}
      disabled={disabled}
      w={w}
    />
  );
}
