import { Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ProfileEditScreen } from '@/features/profile/components/profile-edit-screen';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { ProfileTabs } from '@/features/profile/components/profile-tabs';
import { userInfoQueryKey, useUserInfo } from '@/features/user/api/get-user-info';

/**
 * The profile's screens inside its tabs (issue 12 §1). The profile feature cannot read the user
 * feature: the app hands it the role and admin flag for the tabs, and refreshes the signed-in user
 * after a save, so the top bar shows the new name and photo at once.
 */
function InProfileTabs({ children }: { children: React.ReactNode }) {
  const user = useUserInfo().data;
  if (!user) return <Loader />;
  return (
    <ProfileTabs tab="profile" role={user.role} isAdmin={user.is_admin}>
      {children}
    </ProfileTabs>
  );
}

export function MyProfile() {
  return (
    <InProfileTabs>
      <ProfileScreen />
    </InProfileTabs>
  );
}

export function MyProfileEdit() {
  const queryClient = useQueryClient();
  return (
    <InProfileTabs>
      <ProfileEditScreen onSaved={() => void queryClient.invalidateQueries({ queryKey: userInfoQueryKey })} />
    </InProfileTabs>
  );
}
