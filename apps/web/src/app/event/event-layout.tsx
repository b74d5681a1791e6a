import { AppShell, Stack } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Outlet, useParams } from 'react-router';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH } from '@aula/shared';
import { useRouteEventId } from '@/features/event-setup/hooks/use-route-event-id';
import { useUserInfo } from '@/features/user/api/get-user-info';
import { NotFoundScreen } from '../screens/not-found-screen';
import { LanguageFooter } from '../shell/language-footer';
import { TopBar } from '../shell/top-bar';
import { useFollowUserLanguage } from '../shell/use-follow-user-language';
import { useSessionLifecycle } from '../shell/use-session-lifecycle';
import { EventPageSteps } from './event-page-steps';
import { EventSidebar } from './event-sidebar';
import { EventToolbar } from './event-toolbar';
import { useEventStateReset } from './use-event-state-reset';

/** The same key as the shell's sidebar, so collapsing it in one place collapses it everywhere. */
const COLLAPSED_KEY = 'aula.sidebar-collapsed';

/**
 * The signed-in shell of an event page (SPEC §2): the shell's top bar and footer, and instead of
 * the account sidebar (80/230) the event's own sidebar (280/420).
 */
export function EventLayout() {
  const { id } = useParams();
  // A path like /event/abc is no event; /event/0 has no id segment and is the new event.
  if (id !== undefined && !/^[1-9]\d*$/.test(id)) return <NotFoundScreen />;
  return <EventShell />;
}

function EventShell() {
  useSessionLifecycle();
  const { data: user } = useUserInfo();
  useFollowUserLanguage(user?.lang);
  const eventId = useRouteEventId();
  useEventStateReset(eventId);
  const [collapsed, setCollapsed] = useLocalStorage({ key: COLLAPSED_KEY, defaultValue: false });
  const [mobileNavOpened, { toggle: toggleMobileNav }] = useDisclosure(false);
  const width = SIDEBAR_WIDTH.event[collapsed ? 'collapsed' : 'expanded'];

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
        <EventSidebar eventId={eventId} expanded={!collapsed} onToggle={() => setCollapsed((value) => !value)} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack gap="lg" maw={960}>
          <EventToolbar eventId={eventId} />
          {/* Keyed by id: nothing of the previous event stays on screen while the next one loads. */}
          <Outlet key={eventId} />
          <EventPageSteps eventId={eventId} />
        </Stack>
      </AppShell.Main>
      <AppShell.Footer>
        <LanguageFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
