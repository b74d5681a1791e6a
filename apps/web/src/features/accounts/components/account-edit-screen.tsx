import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AttendeeAccount } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { useAccount } from '../api/get-account';
import { accountsHref, useAccountRoute } from '../hooks/use-account-route';
import { newAccountValues, valuesFromAccount } from '../lib/account-form-values';
import { AccountForm } from './account-form';
import { AccountPersonalData } from './account-personal-data';
import { AccountPhotoField } from './account-photo-field';

/** /event/{id}/accounts/{accID}/edit (docs/rules/attendees.md#account-fields-and-roles): id 0 adds an account, any other edits it. */
export function AccountEditScreen() {
  const { t } = useTranslation('accounts');
  const { eventId, accountId } = useAccountRoute();
  const listHref = accountsHref(eventId);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listHref} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('edit.back')}
      </Anchor>
      <Title order={1}>{accountId === 0 ? t('edit.addTitle') : t('edit.title')}</Title>
      {accountId === 0 ? <NewAccount eventId={eventId} /> : <ExistingAccount key={accountId} eventId={eventId} accountId={accountId} listHref={listHref} />}
    </Stack>
  );
}

function NewAccount({ eventId }: { eventId: number }) {
  const { language } = useLanguage();
  const [initialValues] = useState(() => newAccountValues(language));
  return <AccountForm eventId={eventId} accountId={0} initialValues={initialValues} />;
}

function ExistingAccount({ eventId, accountId, listHref }: { eventId: number; accountId: number; listHref: string }) {
  const { t } = useTranslation('accounts');
  const { data: account, isError } = useAccount(eventId, accountId);
  if (isError) {
    return (
      <Alert color="red" title={t('edit.loadFailed')}>
        <Button component={Link} to={listHref} variant="light" size="xs">
          {t('edit.back')}
        </Button>
      </Alert>
    );
  }
  if (!account) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('edit.loading')}>
        <Skeleton height={260} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  return <LoadedAccount eventId={eventId} account={account} />;
}

function LoadedAccount({ eventId, account }: { eventId: number; account: AttendeeAccount }) {
  // The form starts from the account as it was loaded; later answers (a new photo) do not reset it.
  const [initialValues] = useState(() => valuesFromAccount(account));
  return (
    <AccountForm
      eventId={eventId}
      accountId={account.id}
      initialValues={initialValues}
      photo={<AccountPhotoField eventId={eventId} account={account} />}
      after={(allowNavigation) => <AccountPersonalData eventId={eventId} account={account} allowNavigation={allowNavigation} />}
    />
  );
}
