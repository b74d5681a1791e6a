import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type ConfirmDeleteDialogProps = Omit<ConfirmDialogProps, 'busy' | 'destructive' | 'errorIsRefusal'> & { deleting: boolean };

/**
 * "Are you sure you want to delete …?": the confirmation in red. The server's refusal (e.g. an
 * image in use) stays in the dialog and disables the confirm button.
 */
export function ConfirmDeleteDialog({ deleting, ...props }: ConfirmDeleteDialogProps) {
  return <ConfirmDialog {...props} busy={deleting} destructive />;
}
