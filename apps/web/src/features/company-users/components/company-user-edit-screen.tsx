import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditLoadState, EditScreen, type BackLink } from '@/components/edit-screen/edit-screen';
import { useRouteIds } from '@/components/routing/use-route-ids';
import { useLanguage } from '@/lib/use-language';
import { useCompanyUser } from '../api/company-users-api';
import { newUserValues, valuesFromUser } from '../lib/company-user-form-values';
import { CompanyUserActions } from './company-user-actions';
import { CompanyUserForm } from './company-user-form';
import { usersPath } from './company-users-screen';

/** /profile/users/{userID}: 0 invites a new user, any other id edits that user. */
export function CompanyUserEditScreen() {
  const { t } = useTranslation('company-users');
  const { userID: userId } = useRouteIds('userID');
  const back = { href: usersPath, label: t('edit.back') };
  return (
    <EditScreen back={back} title={userId === 0 ? t('edit.inviteTitle') : t('edit.title')}>
      {userId === 0 ? <NewUser /> : <ExistingUser key={userId} userId={userId} back={back} />}
    </EditScreen>
  );
}

function NewUser() {
  const { language } = useLanguage();
  const [initialValues] = useState(() => newUserValues(language));
  return <CompanyUserForm userId={0} initialValues={initialValues} />;
}

function ExistingUser({ userId, back }: { userId: number; back: BackLink }) {
  const { t } = useTranslation('company-users');
  return (
    <EditLoadState query={useCompanyUser(userId)} back={back} texts={{ loading: t('edit.loading'), loadFailed: t('edit.loadFailed') }}>
      {(user) => (
        <Stack gap="lg">
          <CompanyUserForm key={user.id} userId={user.id} initialValues={valuesFromUser(user)} />
          <CompanyUserActions user={user} />
        </Stack>
      )}
    </EditLoadState>
  );
}
