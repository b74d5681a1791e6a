import { Anchor, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { License } from '@aula/shared';

/**
 * docs/rules/billing.md#trial-banner: an account that is not licensed sees its licence description and an upgrade link to the
 * billing page. The server answers an ended licence as not licensed, so the banner returns with it.
 */
export function TrialBanner({ license }: { license: License }) {
  const { t } = useTranslation('billing');
  if (license.license === 'licensed') return null;
  return (
    <Group gap="xs" wrap="nowrap" px="sm" py={4} bg="yellow.1" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="trial-banner">
      <IconSparkles size={16} aria-hidden />
      <Text size="sm" lineClamp={1}>
        {license.description}
      </Text>
      <Anchor component={Link} to="/profile/billing" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {t('banner.upgrade')}
      </Anchor>
    </Group>
  );
}
