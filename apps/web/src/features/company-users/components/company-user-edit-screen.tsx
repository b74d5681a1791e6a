import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '@/lib/use-language';
import { useCompanyUser } from '../api/company-users-api';
import { newUserValues, valuesFromUser } from '../lib/company-user-form-values';
import { CompanyUserActions } from './company-user-actions';
import { CompanyUserForm } from './company-user-form';
import { usersPath } from './company-users-screen';

/** /profile/users/{userID}: 0 invites a new user, any other id edits that user. */
export function CompanyUserEditScreen() {
  const { t } = useTranslation('company-users');
  const userId = Number(useParams().userID ?? 0) || 0;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={usersPath} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('edit.back')}
      </Anchor>
      <Title order={1}>{userId === 0 ? t('edit.inviteTitle') : t('edit.title')}</Title>
      {userId === 0 ? <NewUser /> : <ExistingUser key={userId} userId={userId} />}
    </Stack>
  );
}

function NewUser() {
  const { language } = useLanguage();
  const [initialValues] = useState(() => newUserValues(language));
  return <CompanyUserForm userId={0} initialValues={initialValues} />;
}

function ExistingUser({ userId }: { userId: number }) {
  const { t } = useTranslation('company-users');
  const { data: user, isError } = useCompanyUser(userId);
  if (isError) {
    return (
      <Alert color="red" title={t('edit.loadFailed')}>
        <Button component={Link} to={usersPath} variant="light" size="xs">
          {t('edit.back')}
        </Button>
      </Alert>
    );
  }
  if (!user) return <Skeleton height={360} aria-busy="true" aria-label={t('edit.loading')} />;
  return (
    <Stack gap="lg">
      <CompanyUserForm key={user.id} userId={user.id} initialValues={valuesFromUser(user)} />
      <CompanyUserActions user={user} />
    </Stack>
  );
}
