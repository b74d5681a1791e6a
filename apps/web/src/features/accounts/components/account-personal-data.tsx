import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconEraser, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AttendeeAccount } from '@aula/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { FormSection } from '@/components/ui/form-section';
import { showSuccessToast } from '@/components/ui/toasts';
import { useDeleteAccounts } from '../api/delete-accounts';
import { useEraseAccount } from '../api/erase-account';
import { useExportAccountData } from '../api/export-account-data';
import { accountsHref } from '../hooks/use-account-route';
import { accountName } from './accounts-table';

type AccountPersonalDataProps = { eventId: number; account: AttendeeAccount; allowNavigation(): void };

/**
 * The account's personal data (docs/rules/attendees.md#personal-data): export everything held about them as a JSON file,
 * erase it (the emptied account stays counted), or delete the account altogether.
 */
export function AccountPersonalData({ eventId, account, allowNavigation }: AccountPersonalDataProps) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<'erase' | 'delete' | null>(null);
  const exportData = useExportAccountData(eventId, account.id);
  const erase = useEraseAccount(eventId, account.id);
  const remove = useDeleteAccounts(eventId);

  const leave = (message: string) => {
    setConfirming(null);
    showSuccessToast(message);
    allowNavigation();
    navigate(accountsHref(eventId));
  };
  const confirm = () => {
    if (confirming === 'erase') erase.mutate(undefined, { onSuccess: () => leave(t('personalData.erased')), onError: () => setConfirming(null) });
    if (confirming === 'delete') remove.mutate({ ids: [account.id] }, { onSuccess: () => leave(t('personalData.deleted')), onError: () => setConfirming(null) });
  };

  return (
    <FormSection title={t('personalData.title')}>
      <Text size="sm" c="dimmed">
        {t('personalData.text')}
      </Text>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exportData.isPending} onClick={() => exportData.mutate()}>
          {t('personalData.export')}
        </Button>
        <Button variant="light" color="red" leftSection={<IconEraser size={16} aria-hidden />} onClick={() => setConfirming('erase')}>
          {t('personalData.erase')}
        </Button>
        <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming('delete')}>
          {t('personalData.delete')}
        </Button>
      </Group>
      <ConfirmDeleteDialog
        opened={confirming !== null}
        title={confirming === 'erase' ? t('personalData.eraseTitle') : t('personalData.deleteTitle')}
        question={confirming === 'erase' ? t('personalData.eraseQuestion') : t('personalData.deleteQuestion')}
        subject={accountName(account, t('list.unnamed'))}
        confirmLabel={confirming === 'erase' ? t('personalData.eraseConfirm') : t('personalData.deleteConfirm')}
        cancelLabel={t('delete.cancel')}
        deleting={erase.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </FormSection>
  );
}
