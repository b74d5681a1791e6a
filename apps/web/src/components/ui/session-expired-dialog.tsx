import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type SessionExpiredDialogProps = { opened: boolean; onConfirm: () => void };

/**
 * docs/rules/accounts-and-sign-in.md#inactivity: cannot be dismissed by Escape or a click outside; OK and the close button both end
 * the session.
 */
export function SessionExpiredDialog({ opened, onConfirm }: SessionExpiredDialogProps) {
  const { t } = useTranslation('session');
  return (
    <Modal
      opened={opened}
      onClose={onConfirm}
      title={t('expired.title')}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      zIndex={500}
    >
      <Text>{t('expired.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onConfirm} data-autofocus>
          {t('expired.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
