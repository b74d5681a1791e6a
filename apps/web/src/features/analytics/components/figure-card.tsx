import type { ReactNode } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { DefinitionInfo } from './definition-info';

type FigureCardProps = { label: string; definition: string; value: ReactNode; detail?: ReactNode };

/** One headline figure: its name, its definition behind the info button, the value and a detail line. */
export function FigureCard({ label, definition, value, detail }: FigureCardProps) {
  return (
    <Paper withBorder p="md" role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <DefinitionInfo figure={label} definition={definition} />
      </Group>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}
