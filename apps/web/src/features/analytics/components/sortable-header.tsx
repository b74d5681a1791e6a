import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsAccountSortKey, SortDirection } from '@aula/shared';

type SortableHeaderProps = {
  column: AnalyticsAccountSortKey;
  label: string;
  sort: AnalyticsAccountSortKey;
  dir: SortDirection;
  onSort(column: AnalyticsAccountSortKey, dir: SortDirection): void;
};

/**
 * A column header that sorts the list: a button that sorts the figures highest first (names A to
 * Z) and the other way when pressed again; aria-sort tells screen readers the order.
 */
export function SortableHeader({ column, label, sort, dir, onSort }: SortableHeaderProps) {
  const { t } = useTranslation('analytics');
  const active = sort === column;
  const first: SortDirection = column === 'name' || column === 'stage' ? 'asc' : 'desc';
  const next: SortDirection = active ? (dir === 'asc' ? 'desc' : 'asc') : first;
  const Icon = !active ? IconArrowsSort : dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column, next)} title={t(next === 'asc' ? 'accounts.sortAscending' : 'accounts.sortDescending', { column: label })}>
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
