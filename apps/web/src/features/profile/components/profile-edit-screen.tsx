import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditLoadState } from '@/components/edit-screen/edit-screen';
import { useProfile } from '../api/profile-api';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { ProfileEditForm } from './profile-edit-form';

/**
 * /profile/edit: the profile form, then changing the password and the e-mail address (docs/rules/accounts-and-sign-in.md#profile).
 * The profile pages' own header titles it, so only the loading states are the edit screens' shared ones.
 * `onSaved` lets the app refresh the signed-in user, so the top bar follows at once.
 */
export function ProfileEditScreen({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('profile');
  const back = { href: '/profile', label: t('edit.back') };
  return (
    <EditLoadState query={useProfile()} back={back} texts={{ loading: t('loading'), loadFailed: t('loadFailed') }}>
      {(profile) => (
        <Stack gap="lg">
          <Anchor component={Link} to={back.href} size="sm">
            {back.label}
          </Anchor>
          <ProfileEditForm profile={profile} onSaved={onSaved} />
          <ChangePasswordCard person={profile} />
          <ChangeEmailCard email={profile.email} pendingEmail={profile.pendingEmail} />
        </Stack>
      )}
    </EditLoadState>
  );
}
