import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * An account's online state on the accounts list: a green dot with the word "Online", so it does
 * not rest on colour alone; nothing while offline (an empty cell reads better than a column of
 * "Offline").
 */
export function OnlineDot({ online }: { online: boolean }) {
  const { t } = useTranslation('presence');
  if (!online) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="online-dot">
      <Box component="span" aria-hidden w={8} h={8} bg="teal.7" style={{ borderRadius: '50%', flexShrink: 0 }} />
      <Text component="span" size="sm">
        {t('online')}
      </Text>
    </Group>
  );
}
