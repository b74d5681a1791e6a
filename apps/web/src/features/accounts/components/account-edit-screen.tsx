import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendeeAccount } from '@aula/shared';
import { EditLoadState, EditScreen, type BackLink } from '@/components/edit-screen/edit-screen';
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
  const back = { href: accountsHref(eventId), label: t('edit.back') };
  return (
    <EditScreen back={back} title={accountId === 0 ? t('edit.addTitle') : t('edit.title')}>
      {accountId === 0 ? <NewAccount eventId={eventId} /> : <ExistingAccount key={accountId} eventId={eventId} accountId={accountId} back={back} />}
    </EditScreen>
  );
}

function NewAccount({ eventId }: { eventId: number }) {
  const { language } = useLanguage();
  const [initialValues] = useState(() => newAccountValues(language));
  return <AccountForm eventId={eventId} accountId={0} initialValues={initialValues} />;
}

function ExistingAccount({ eventId, accountId, back }: { eventId: number; accountId: number; back: BackLink }) {
  const { t } = useTranslation('accounts');
  return (
    <EditLoadState query={useAccount(eventId, accountId)} back={back} texts={{ loading: t('edit.loading'), loadFailed: t('edit.loadFailed') }}>
      {(account) => <LoadedAccount eventId={eventId} account={account} />}
    </EditLoadState>
  );
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
