import { Group, Title } from '@mantine/core';
import { DefinitionInfo } from './definition-info';

/** A part's heading with its definition behind the info button. */
export function SectionTitle({ title, definition }: { title: string; definition?: string }) {
  return (
    <Group gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {definition && <DefinitionInfo figure={title} definition={definition} />}
    </Group>
  );
}
