import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

type EmptyStateProps = { icon: Icon; title: ReactNode; text?: ReactNode; action?: ReactNode };

/** What a list shows before it has anything: an icon, a level-2 title, a hint and maybe the first step. */
export function EmptyState({ icon: IconComponent, title, text, action }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl">
      <MantineEmptyState icon={<IconComponent size={40} stroke={1.5} aria-hidden />}>
        <MantineEmptyState.Title order={2}>{title}</MantineEmptyState.Title>
        {text && <MantineEmptyState.Description maw={440}>{text}</MantineEmptyState.Description>}
        {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
      </MantineEmptyState>
    </Paper>
  );
}
