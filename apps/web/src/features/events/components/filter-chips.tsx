import { Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@aula/shared';
import { NO_RANGE, type DateRange } from '../lib/event-filters';
import { formatDate } from '@/lib/date-format';
import type { AdvancedFilters } from './advanced-filter-popover';

type FilterChipsProps = { filters: AdvancedFilters; lang: Language; onChange: (filters: AdvancedFilters) => void };

/** The chosen ranges and status above the list (docs/rules/events.md#events-list), each removable on its own. */
export function FilterChips({ filters, lang, onChange }: FilterChipsProps) {
  const { t } = useTranslation('events');

  const describe = ({ from, to }: DateRange): string => {
    if (from && to) return from === to ? formatDate(from, lang) : `${formatDate(from, lang)} – ${formatDate(to, lang)}`;
    if (from) return t('filter.from', { date: formatDate(from, lang) });
    return t('filter.until', { date: formatDate(to ?? '', lang) });
  };

  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (filters.start.from || filters.start.to) {
    chips.push({ key: 'start', label: t('filter.chipStart', { range: describe(filters.start) }), remove: () => onChange({ ...filters, start: NO_RANGE }) });
  }
  if (filters.end.from || filters.end.to) {
    chips.push({ key: 'end', label: t('filter.chipEnd', { range: describe(filters.end) }), remove: () => onChange({ ...filters, end: NO_RANGE }) });
  }
  if (filters.status) {
    const status = t(`status.${filters.status}`);
    chips.push({ key: 'status', label: t('filter.chipStatus', { status }), remove: () => onChange({ ...filters, status: null }) });
  }
  if (chips.length === 0) return null;

  return (
    <Group gap="xs" role="list" aria-label={t('filter.active')}>
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          role="listitem"
          size="md"
          withRemoveButton
          onRemove={chip.remove}
          // Pill hides its remove button from keyboards and screen readers by default; here it is the only way to remove.
          removeButtonProps={{ 'aria-label': t('filter.remove', { filter: chip.label }), 'aria-hidden': false, tabIndex: 0 }}
        >
          {chip.label}
        </Pill>
      ))}
    </Group>
  );
}
