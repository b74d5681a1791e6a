import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { DayFilter } from './day-filter';

type AnalyticsPageProps = {
  title: string;
  /** The event's days, from the last answer; none yet while the first one loads. */
  days: readonly string[];
  day: string | null;
  onDay(day: string | null): void;
  exports: ReactNode;
  children: ReactNode;
};

/** The frame of every analytics screen: its title, the day filter and the exports above its figures. */
export function AnalyticsPage({ title, days, day, onDay, exports, children }: AnalyticsPageProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        <Group gap="md" align="flex-end">
          <DayFilter days={days} day={day} onChange={onDay} />
          {exports}
        </Group>
      </Group>
      {children}
    </Stack>
  );
}
