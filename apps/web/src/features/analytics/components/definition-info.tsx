import { ActionIcon, Popover, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The info button beside a figure: a button (reached with Tab, opened with Enter or Space, closed
 * with Escape) whose popover says the figure's one definition (docs/rules/analytics.md#definitions).
 */
export function DefinitionInfo({ figure, definition }: { figure: string; definition: string }) {
  const { t } = useTranslation('analytics');
  return (
    <Popover width={300} withArrow shadow="md" position="top" returnFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('info.open', { figure })}>
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={figure}>
        <Text size="sm">{definition}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A table's column: the key of its header text and, for a defined figure, the key of its definition. */
export type FigureColumn = [key: string, definition?: string];

/** A table's header row, each defined figure with its info button. */
export function FigureHeaderRow({ columns }: { columns: readonly FigureColumn[] }) {
  const { t } = useTranslation('analytics');
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map(([key, definition]) => (
          <Table.Th key={key}>
            {t(key)} {definition && <DefinitionInfo figure={t(key)} definition={t(`definitions.${definition}`)} />}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
