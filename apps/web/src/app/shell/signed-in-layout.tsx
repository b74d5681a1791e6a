import { lazy, Suspense } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Outlet, useMatch } from 'react-router';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH } from '@aula/shared';
import { useUserInfo } from '@/features/user/api/get-user-info';
import { useSubscriptionPrompt } from '@/features/billing/lib/subscription-prompt-store';
import { EventNavbar } from '../event/event-navbar';
import { useAccountImportNotice } from './account-import-notice';
import { LanguageFooter } from './language-footer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useFollowUserLanguage } from './use-follow-user-language';
import { useSessionLifecycle } from './use-session-lifecycle';

// Opened seldom, by a subscribe button or another tab's showStripe: loaded when first opened.
const SubscriptionPrompt = lazy(async () => ({ default: (await import('@/features/billing/components/subscription-prompt')).SubscriptionPrompt }));

/**
 * The signed-in shell (docs/rules/screens.md#the-shell): top bar, sidebar, language footer around the screens. On event
 * pages the sidebar is the event's own (280/420 wide); the session, socket and top bar stay put.
 */
export function SignedInLayout() {
  useSessionLifecycle();
  useAccountImportNotice();
  const { data: user } = useUserInfo();
  useFollowUserLanguage(user?.lang);
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'aula.sidebar-collapsed', defaultValue: false });
  const [mobileNavOpened, { toggle: toggleMobileNav }] = useDisclosure(false);
  const inEvent = useMatch('/event/*') !== null;
  const width = SIDEBAR_WIDTH[inEvent ? 'event' : 'dashboard'][collapsed ? 'collapsed' : 'expanded'];
  const toggleCollapsed = () => setCollapsed((value) => !value);
  // Only owners subscribe (docs/rules/roles-and-permissions.md#company-roles); the company's other users ignore its showStripe.
  const promptOpen = useSubscriptionPrompt().open && user?.role === 'owner';

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
        {inEvent ? (
          <EventNavbar expanded={!collapsed} onToggle={toggleCollapsed} />
        ) : (
          <Sidebar collapsed={collapsed} onToggle={toggleCollapsed} />
        )}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <LanguageFooter />
      </AppShell.Footer>
      {promptOpen && (
        <Suspense fallback={null}>
          <SubscriptionPrompt />
        </Suspense>
      )}
    </AppShell>
  );
}
