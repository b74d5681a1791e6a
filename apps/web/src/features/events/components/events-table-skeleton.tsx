import { Skeleton, Table } from '@mantine/core';

const SKELETON_ROWS = 8;

/** Placeholder rows while the first page loads, shaped like event rows so nothing jumps when they arrive. */
export function EventsTableSkeleton({ label }: { label: string }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" aria-busy="true" aria-label={label}>
        <Table.Tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Table.Tr key={index} data-testid="event-row-skeleton">
              <Table.Td w={64}>
                <Skeleton height={48} width={48} radius="sm" />
              </Table.Td>
              <Table.Td>
                <Skeleton height={14} width="60%" mb={8} />
                <Skeleton height={12} width="35%" />
              </Table.Td>
              <Table.Td>
                <Skeleton height={12} width="80%" />
              </Table.Td>
              <Table.Td w={200}>
                <Skeleton height={20} width={90} radius="xl" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
