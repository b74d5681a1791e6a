import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttendeeSortKey, SortDirection } from '@aula/shared';

type SortableHeaderProps = {
  column: AttendeeSortKey;
  label: string;
  sort: AttendeeSortKey;
  dir: SortDirection;
  onSort(column: AttendeeSortKey, dir: SortDirection): void;
};

/**
 * A column header that sorts the list: a button (reached with Tab, pressed with Enter or Space)
 * that sorts ascending, and descending when pressed again; the header tells screen readers the
 * order through aria-sort.
 */
export function SortableHeader({ column, label, sort, dir, onSort }: SortableHeaderProps) {
  const { t } = useTranslation('accounts');
  const active = sort === column;
  const next: SortDirection = active && dir === 'asc' ? 'desc' : 'asc';
  const Icon = !active ? IconArrowsSort : dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column, next)} title={t(next === 'asc' ? 'columns.sortAscending' : 'columns.sortDescending', { column: label })}>
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
