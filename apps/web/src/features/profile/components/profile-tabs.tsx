import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mayManageBilling, mayManageUsers, type CompanyRole } from '@aula/shared';

export type ProfileTab = 'profile' | 'users' | 'billing' | 'system';

const PATHS: Record<ProfileTab, string> = {
  profile: '/profile',
  users: '/profile/users',
  billing: '/profile/billing',
  system: '/profile/system',
};

type ProfileTabsProps = {
  tab: ProfileTab;
  /** The signed-in user's role (getUserInfo's `role`) and whether they may see system settings (admins and internal staff). */
  role: CompanyRole;
  seesSystemSettings: boolean;
  children: ReactNode;
};

/**
 * The profile's pages as tabs (/profile with users and billing, docs/rules/screens.md#signed-in-pages; titles also name system
 * settings): users and billing for owners, system settings for admins and internal staff.
 */
export function ProfileTabs({ tab, role, seesSystemSettings, children }: ProfileTabsProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const shown: ProfileTab[] = [
    'profile',
    ...(mayManageUsers(role) ? (['users'] as const) : []),
    ...(mayManageBilling(role) ? (['billing'] as const) : []),
    ...(seesSystemSettings ? (['system'] as const) : []),
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t(`titles.${tab}`)}</Title>
      <Tabs value={tab} keepMounted={false} onChange={(value) => value && value !== tab && navigate(PATHS[value as ProfileTab])}>
        <Tabs.List>
          {shown.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </Stack>
  );
}
