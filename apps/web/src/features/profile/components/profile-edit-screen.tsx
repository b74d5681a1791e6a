import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../api/profile-api';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { ProfileEditForm } from './profile-edit-form';

/**
 * /profile/edit: the profile form, then changing the password and the e-mail address (docs/rules/accounts-and-sign-in.md#profile).
 * `onSaved` lets the app refresh the signed-in user, so the top bar follows at once.
 */
export function ProfileEditScreen({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  if (profile.isPending) return <Loader aria-label={t('loading')} />;
  if (profile.isError) {
    return (
      <Alert color="red" role="alert">
        {t('loadFailed')}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/profile" size="sm">
        {t('edit.back')}
      </Anchor>
      <ProfileEditForm profile={profile.data} onSaved={onSaved} />
      <ChangePasswordCard person={profile.data} />
      <ChangeEmailCard email={profile.data.email} pendingEmail={profile.data.pendingEmail} />
    </Stack>
  );
}
