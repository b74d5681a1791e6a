import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { SortDirection } from '@aula/shared';

type SortableHeaderProps<Column extends string> = {
  column: Column;
  label: string;
  sort: Column;
  dir: SortDirection;
  /** The order of the first press on this column: lists of figures read best highest first. */
  firstDirection?: SortDirection;
  /** What pressing the button would do, e.g. 'Sort by Name, descending'. */
  title(next: SortDirection): string;
  onSort(column: Column, dir: SortDirection): void;
};

/**
 * A column header that sorts the list: a button (reached with Tab, pressed with Enter or Space)
 * that sorts in the column's first direction, and the other way when pressed again; the header
 * tells screen readers the order through aria-sort.
 */
export function SortableHeader<Column extends string>({ column, label, sort, dir, firstDirection = 'asc', title, onSort }: SortableHeaderProps<Column>) {
  const active = sort === column;
  const next: SortDirection = active ? (dir === 'asc' ? 'desc' : 'asc') : firstDirection;
  const Icon = !active ? IconArrowsSort : dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column, next)} title={title(next)}>
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
