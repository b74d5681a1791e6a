import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type UpgradeDialogProps = {
  opened: boolean;
  message: string;
  onClose: () => void;
  /** The link to the billing page, rendered by the caller so it can use the router. */
  billingLink: (label: string) => ReactNode;
};

/** Trial or subscription ended (codes 4034, 4035): the server's message and a way to subscribe. */
export function UpgradeDialog({ opened, message, onClose, billingLink }: UpgradeDialogProps) {
  const { t } = useTranslation('errors');
  return (
    <Modal opened={opened} onClose={onClose} title={t('upgrade.title')}>
      <Stack gap="sm">
        <Text>{message}</Text>
        <Text fw={600}>{t('upgrade.subscribe')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('upgrade.close')}
          </Button>
          {billingLink(t('upgrade.link'))}
        </Group>
      </Stack>
    </Modal>
  );
}
