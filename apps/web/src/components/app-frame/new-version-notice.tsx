import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { i18n } from '@/lib/i18n';

const NOTICE_ID = 'new-version';

/** docs/rules/calls.md#version-check: a notice that stays until the user reloads into the new version (or closes it). */
export function showNewVersionNotice(version: string): void {
  notifications.show({
    id: NOTICE_ID,
    title: i18n.t('shell:newVersion.title'),
    autoClose: false,
    withCloseButton: true,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{i18n.t('shell:newVersion.text', { version })}</Text>
        <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={() => window.location.reload()}>
          {i18n.t('shell:newVersion.refresh')}
        </Button>
      </Group>
    ),
  });
}
