import type { ReactNode } from 'react';
import { Stack, Table, Text, Title } from '@mantine/core';

type TitledTableProps = {
  title: string;
  /** h3 on a screen of its own, h4 where the table is one part of a detail page. */
  titleSize?: 'h3' | 'h4';
  /** The column headings, in order. */
  columns: string[];
  /** Shown in place of the table when there are no rows; without it an empty table is shown. */
  emptyText?: string;
  isEmpty?: boolean;
  striped?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
};

/** A titled table (the title also names the table for screen readers) or, without rows, a dimmed line saying so. */
export function TitledTable({ title, titleSize = 'h3', columns, emptyText, isEmpty = false, striped, minWidth, children }: TitledTableProps) {
  const table = (
    <Table striped={striped} aria-label={title}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return (
    <Stack gap="sm">
      <Title order={2} size={titleSize}>
        {title}
      </Title>
      {isEmpty && emptyText !== undefined ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : minWidth === undefined ? (
        table
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
      )}
    </Stack>
  );
}
