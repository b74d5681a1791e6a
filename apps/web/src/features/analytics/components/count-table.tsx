import { Table } from '@mantine/core';
import { useLanguage } from '@/lib/use-language';
import { formatCount } from '../lib/format';

type CountTableProps = { label: string; columns: readonly string[]; rows: readonly (readonly [name: string, ...counts: number[]])[] };

/** A small table of names and counts (languages, browsers, mail sends), the counts in the language's grouping. */
export function CountTable({ label, columns, rows }: CountTableProps) {
  const { language } = useLanguage();
  return (
    <Table aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([name, ...counts]) => (
          <Table.Tr key={name}>
            <Table.Td>{name}</Table.Td>
            {counts.map((count, index) => (
              <Table.Td key={columns[index + 1]}>{formatCount(count, language)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
