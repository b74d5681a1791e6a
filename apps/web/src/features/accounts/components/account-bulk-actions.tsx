import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport, IconMailForward, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttendeeSelectionInput } from '@aula/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { showSuccessToast } from '@/components/ui/toasts';
import { useDeleteAccounts } from '../api/delete-accounts';
import { useExportAccounts } from '../api/export-accounts';
import { useInviteAccounts } from '../api/invite-accounts';

type AccountBulkActionsProps = {
  eventId: number;
  /** The chosen accounts as the bulk calls take them: ids, or the filter for "everything that matches". */
  selection: AttendeeSelectionInput;
  count: number;
  /** After an action that changes the accounts (the selection no longer applies). */
  onDone(): void;
};

/**
 * Every action on the chosen accounts, in one menu (docs/rules/attendees.md#accounts-list): invite, resend the invitation,
 * export as CSV and delete (after a confirmation that says how many). Invitations name accounts
 * by id, so they need accounts ticked on the page; "everything that matches" offers the others.
 */
export function AccountBulkActions({ eventId, selection, count, onDone }: AccountBulkActionsProps) {
  const { t } = useTranslation('accounts');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccounts(eventId, { onDeleted: (deleted) => showSuccessToast(t('delete.done', { count: deleted })) });
  const exporting = useExportAccounts(eventId);
  const inviting = useInviteAccounts(eventId);
  const accountIds = selection.ids ?? null;
  const invite = () =>
    accountIds &&
    inviting.mutate({ accountIds }, { onSuccess: ({ invited }) => showSuccessToast(t('invite.done', { count: invited })) });

  const confirmDelete = () =>
    remove.mutate(selection, {
      onSuccess: () => {
        setConfirming(false);
        onDone();
      },
      onError: () => setConfirming(false),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" rightSection={<IconChevronDown size={16} aria-hidden />} loading={exporting.isPending || inviting.isPending}>
            {t('bulk.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconSend size={16} aria-hidden />} disabled={!accountIds} onClick={invite}>
            {t('bulk.invite')}
          </Menu.Item>
          <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} disabled={!accountIds} onClick={invite}>
            {t('bulk.resend')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileExport size={16} aria-hidden />} onClick={() => exporting.mutate(selection)}>
            {t('bulk.exportCsv')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
            {t('bulk.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDeleteDialog
        opened={confirming}
        title={t('delete.title')}
        question={t('delete.question', { count })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
