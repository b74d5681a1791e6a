import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWeekdayDate } from '@/lib/date-format';
import { useLanguage } from '@/lib/use-language';

const WHOLE_EVENT = '';

/** The whole event or one of its days (in the event's zone, docs/rules/analytics.md#time). */
export function DayFilter({ days, day, onChange }: { days: readonly string[]; day: string | null; onChange(day: string | null): void }) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const options = [{ value: WHOLE_EVENT, label: t('day.whole') }, ...days.map((value) => ({ value, label: formatWeekdayDate(value, language) }))];
  return (
    <Select
      label={t('day.label')}
      data={options}
      value={day ?? WHOLE_EVENT}
      onChange={(value) => onChange(value ? value : null)}
      allowDeselect={false}
      w={220}
    />
  );
}
