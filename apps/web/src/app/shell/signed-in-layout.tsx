import { AppShell } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH } from '@aula/shared';
import { useUserInfo } from '@/features/user/api/get-user-info';
import { LanguageFooter } from './language-footer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useFollowUserLanguage } from './use-follow-user-language';
import { useSessionLifecycle } from './use-session-lifecycle';

/** The signed-in shell (SPEC §1, §2): top bar, sidebar, language footer around the screens. */
export function SignedInLayout() {
  useSessionLifecycle();
  const { data: user } = useUserInfo();
  useFollowUserLanguage(user?.lang);
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'aula.sidebar-collapsed', defaultValue: false });
  const [mobileNavOpened, { toggle: toggleMobileNav }] = useDisclosure(false);
  const width = SIDEBAR_WIDTH.dashboard[collapsed ? 'collapsed' : 'expanded'];

  return (
    <AppShell
      header={{ height: 64 }}
      footer={{ height: 48 }}
      navbar={{ width, breakpoint: MOBILE_BREAKPOINT_PX, collapsed: { mobile: !mobileNavOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar user={user} navOpened={mobileNavOpened} onToggleNav={toggleMobileNav} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <LanguageFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
