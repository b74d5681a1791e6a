import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONFIRM_DIALOG_WIDTH_PX } from '@aula/shared';

type DeleteRoomDialogProps = {
  /** The room's name; the dialog is open while one is given. */
  roomName: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Are you sure you want to delete the room?' with the room's name, 520 wide (SPEC §9). */
export function DeleteRoomDialog({ roomName, deleting, onConfirm, onCancel }: DeleteRoomDialogProps) {
  const { t } = useTranslation('rooms');
  return (
    <Modal opened={roomName !== null} onClose={onCancel} title={t('delete.title')} size={CONFIRM_DIALOG_WIDTH_PX} centered>
      <Stack gap="md">
        <Text>{t('delete.question')}</Text>
        <Text fw={600}>{roomName}</Text>
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
