import { Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconLogout, IconUser, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LANGUAGES, mayManageUsers, type UserInfo } from '@aula/shared';
import { signOut } from '@/lib/session/sign-out';
import { useLanguage } from '@/lib/use-language';
import { UserAvatar } from './user-avatar';
import { useSwitchLanguage } from './use-switch-language';

/** The user menu (docs/rules/screens.md#user-menu): profile, manage users (owners), language and logout. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation(['shell', 'profile']);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const switchLanguage = useSwitchLanguage();
  const logout = () => {
    void signOut();
    void navigate('/auth/login', { replace: true });
  };

  return (
    <Menu position="bottom-end" width={280} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.open')}>
          <UserAvatar user={user} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t('profile:menu.profile')}
        </Menu.Item>
        {mayManageUsers(user.role) && (
          <Menu.Item component={Link} to="/profile/users" leftSection={<IconUsers size={16} />}>
            {t('profile:menu.users')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>{t('userMenu.language')}</Menu.Label>
        {LANGUAGES.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            rightSection={language === lang ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => switchLanguage(lang)}
          >
            {t(`language.${lang}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={logout}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
