import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONFIRM_DIALOG_WIDTH_PX } from '@aula/shared';

type DeleteEventDialogProps = {
  /** The event to delete; the dialog is open while one is given. */
  eventName: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Are you sure you want to delete the event?' with the event's name (SPEC §2), 520 wide (SPEC §9). */
export function DeleteEventDialog({ eventName, deleting, onConfirm, onCancel }: DeleteEventDialogProps) {
  const { t } = useTranslation('events');
  return (
    <Modal opened={eventName !== null} onClose={onCancel} title={t('delete.title')} size={CONFIRM_DIALOG_WIDTH_PX} centered>
      <Stack gap="md">
        <Text>{t('delete.question')}</Text>
        <Text fw={600}>{eventName}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('delete.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
