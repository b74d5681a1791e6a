import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CONFIRM_DIALOG_WIDTH_PX } from '@aula/shared';

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  question: string;
  /** What the action concerns (an event's or room's name), shown in bold under the question. */
  subject?: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Why the action failed; it stays in the dialog. */
  error?: string | null;
  /** A refusal (e.g. an image in use) disables the confirm button; a failure that may pass lets the user try again. */
  errorIsRefusal?: boolean;
  /** Red for what cannot be undone. */
  destructive?: boolean;
  onConfirm(): void;
  onCancel(): void;
};

/** The one "are you sure …?" dialog, 520 wide (docs/rules/limits.md#layout). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, question, subject, confirmLabel, cancelLabel, busy, error, errorIsRefusal = true, destructive = false, onConfirm, onCancel } = props;
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
          <Button color={destructive ? 'red' : undefined} onClick={onConfirm} loading={busy} disabled={errorIsRefusal && !!error}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
