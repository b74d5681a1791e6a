import { Alert, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingScreen } from '@/features/billing/components/billing-screen';
import { CompanyUsersScreen } from '@/features/company-users/components/company-users-screen';
import { ProfileEditScreen } from '@/features/profile/components/profile-edit-screen';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { ProfileTabs, type ProfileTab } from '@/features/profile/components/profile-tabs';
import { SystemCompaniesScreen } from '@/features/system/components/system-companies-screen';
import { SupportSettingsSection } from '@/features/system/components/support-settings-section';
import { SupportInboxSection } from '@/features/support/components/support-inbox-section';
import { maySeeSystemSettings } from '@/features/system/lib/system-access';
import { userInfoQueryKey, useUserInfo } from '@/features/user/api/get-user-info';

/**
 * The profile's screens inside its tabs (docs/rules/accounts-and-sign-in.md#profile). The features cannot read each other: the app
 * hands the tabs the role and whether system settings show, and refreshes the signed-in user after
 * a save, so the top bar shows the new name and photo at once.
 */
function InProfileTabs({ tab, children }: { tab: ProfileTab; children: ReactNode }) {
  const user = useUserInfo().data;
  if (!user) return <Loader />;
  return (
    <ProfileTabs tab={tab} role={user.role} seesSystemSettings={maySeeSystemSettings(user)}>
      {children}
    </ProfileTabs>
  );
}

export function MyProfile() {
  return (
    <InProfileTabs tab="profile">
      <ProfileScreen />
    </InProfileTabs>
  );
}

export function MyProfileEdit() {
  const queryClient = useQueryClient();
  return (
    <InProfileTabs tab="profile">
      <ProfileEditScreen onSaved={() => void queryClient.invalidateQueries({ queryKey: userInfoQueryKey })} />
    </InProfileTabs>
  );
}

/** Users who may not use system settings (a link kept from earlier, a typed address) see only why: no search, inbox or settings. */
export function SystemSettings() {
  const { t } = useTranslation('system');
  const allowed = maySeeSystemSettings(useUserInfo().data);
  return (
    <InProfileTabs tab="system">
      {allowed ? (
        <Stack gap="xl">
          <SystemCompaniesScreen />
          <SupportInboxSection />
          <SupportSettingsSection />
        </Stack>
      ) : (
        <Alert color="red">{t('forbidden')}</Alert>
      )}
    </InProfileTabs>
  );
}

export function Billing() {
  return (
    <InProfileTabs tab="billing">
      <BillingScreen />
    </InProfileTabs>
  );
}

export function CompanyUsers() {
  return (
    <InProfileTabs tab="users">
      <CompanyUsersScreen />
    </InProfileTabs>
  );
}
