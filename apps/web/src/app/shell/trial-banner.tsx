import { Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { License } from '@aula/shared';

/**
 * SPEC §6: an account that is not licensed sees its licence description. The way to upgrade joins
 * it with the billing screen; until then a link would lead nowhere.
 */
export function TrialBanner({ license }: { license: License }) {
  if (license.license === 'licensed') return null;
  return (
    <Group gap="xs" wrap="nowrap" px="sm" py={4} bg="yellow.1" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="trial-banner">
      <IconSparkles size={16} aria-hidden />
      <Text size="sm" lineClamp={1}>
        {license.description}
      </Text>
    </Group>
  );
}
