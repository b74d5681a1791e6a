import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

type FormSectionProps = { title: ReactNode; description?: ReactNode; children: ReactNode };

/** A titled, bordered group of a form's fields; the title is a level-2 heading for screen readers' outline. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
