import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CONFIRM_DIALOG_WIDTH_PX } from '@aula/shared';

type ConfirmDeleteDialogProps = {
  opened: boolean;
  title: string;
  question: string;
  /** What is deleted (an event's or room's name), shown in bold under the question. */
  subject?: string;
  confirmLabel: string;
  cancelLabel: string;
  deleting: boolean;
  /** The server's refusal (e.g. an image in use); it stays in the dialog and disables the confirm button. */
  error?: string | null;
  onConfirm(): void;
  onCancel(): void;
};

/** The one "are you sure you want to delete …?" dialog, 520 wide (docs/rules/limits.md#layout). */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { opened, title, question, subject, confirmLabel, cancelLabel, deleting, error, onConfirm, onCancel } = props;
  return (
    <Modal opened={opened} onClose={onCancel} title={title} size={CONFIRM_DIALOG_WIDTH_PX} centered>
      <Stack gap="md">
        <Text>{question}</Text>
        {subject !== undefined && <Text fw={600}>{subject}</Text>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting} disabled={!!error}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
