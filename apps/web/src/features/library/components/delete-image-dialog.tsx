import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONFIRM_DIALOG_WIDTH_PX, type LibraryImage } from '@aula/shared';

type DeleteImageDialogProps = {
  /** The image to delete; the dialog is open while one is given. */
  image: LibraryImage | null;
  deleting: boolean;
  /** The server's refusal (e.g. the image is in use), shown in the dialog. */
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
};

/** Asks before deleting a library image, naming it; a refusal stays visible in the dialog. */
export function DeleteImageDialog({ image, deleting, error, onConfirm, onCancel }: DeleteImageDialogProps) {
  const { t } = useTranslation('library');
  return (
    <Modal opened={image !== null} onClose={onCancel} title={t('delete.title')} size={CONFIRM_DIALOG_WIDTH_PX} centered>
      <Stack gap="md">
        <Text>{t('delete.question')}</Text>
        <Text fw={600}>{image?.fileName}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('delete.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting} disabled={error !== null}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
