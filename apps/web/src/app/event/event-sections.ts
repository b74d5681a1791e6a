import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { AnalyticsScreenName } from '@/features/analytics/screens';
import { getAuth } from '@/lib/session/auth-store';
import {
  IconBooks,
  IconChartBar,
  IconInfoCircle,
  IconLayoutGrid,
  IconMail,
  IconPalette,
  IconRoute,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/**
 * A page inside a section with several (content: rooms/{roomID}/edit, agenda, ...). `idParam`
 * names the route parameter whose value 0 means "new", which titles the page with `addTitleKey`.
 * An empty `path` is the section's own address (accounts: the list at /event/{id}/accounts).
 */
export type EventSubPage = {
  path: string;
  titleKey: string;
  /** The i18n key of the page's tab at the top of the section; pages without one (edit pages) have no tab. */
  tabKey?: string;
  addTitleKey?: string;
  idParam?: string;
  screen: () => Promise<ComponentType>;
  /** Starts what the page shows first as soon as its route matches, beside its code (the route's loader). */
  prefetch?: (args: LoaderFunctionArgs) => Promise<void>;
};

/**
 * One entry of the event sidebar. `path` is relative to /event/{id} unless it starts with a slash;
 * `navigation` puts it into the previous/next order (docs/rules/screens.md#previous-and-next). A section has one `screen`, or
 * `pages` of which the first is where the section's own path leads, or is an `accountPage` outside
 * the event (the library). A section with none of these arrives in a later version and is shown
 * disabled, never as a dead link.
 */
export type EventSection = {
  key: string;
  path: string;
  routeName: string;
  titleKey: string;
  icon: Icon;
  navigation: boolean;
  screen?: () => Promise<ComponentType>;
  pages?: readonly EventSubPage[];
  /** Query parameters the section's tabs carry from page to page (the analytics' day filter). */
  keptInTabs?: readonly string[];
  accountPage?: boolean;
};

// Template sends and their outbox (docs/rules/communications.md#sending-templates).
const mailSendScreen = async () => (await import('@/features/mail-sends/components/mail-send-screen')).MailSendScreen;
const mailOutboxScreen = async () => (await import('@/features/mail-sends/components/mail-outbox-screen')).MailOutboxScreen;
const mailSendDetailScreen = async () => (await import('@/features/mail-sends/components/mail-send-detail-screen')).MailSendDetailScreen;
const setupScreen = async () => (await import('@/features/event-setup/components/event-setup-screen')).EventSetupScreen;
const designScreen = async () => (await import('@/features/design/components/design-screen')).DesignScreen;
const navigationScreen = async () => (await import('@/features/navigation/components/navigation-screen')).NavigationScreen;
const roomsScreen = async () => (await import('@/features/rooms/components/rooms-screen')).RoomsScreen;
const roomEditScreen = async () => (await import('@/features/rooms/components/room-edit-screen')).RoomEditScreen;
const agendaScreen = async () => (await import('@/features/agenda/components/agenda-screen')).AgendaScreen;
const sessionEditScreen = async () => (await import('@/features/agenda/components/session-edit-screen')).SessionEditScreen;
const accountsScreen = async () => (await import('@/features/accounts/components/accounts-screen')).AccountsScreen;
const accountEditScreen = async () => (await import('@/features/accounts/components/account-edit-screen')).AccountEditScreen;
const accountImportScreen = async () => (await import('@/features/account-import/components/account-import-screen')).AccountImportScreen;
// Mail templates (docs/rules/communications.md#e-mail-templates).
const mailTemplatesScreen = async () => (await import('@/features/mail-templates/components/templates-screen')).TemplatesScreen;
const mailTemplateEditScreen = async () => (await import('@/features/mail-templates/components/template-edit-screen')).TemplateEditScreen;
const wallScreen = async () => (await import('@/features/wall/components/wall-screen')).WallScreen;
const chatChannelsScreen = async () => (await import('@/features/chat/components/chat-channels-screen')).ChatChannelsScreen;
const chatChannelScreen = async () => (await import('@/features/chat/components/chat-channel-screen')).ChatChannelScreen;
const pollsScreen = async () => (await import('@/features/polls/components/polls-screen')).PollsScreen;
const pollEditScreen = async () => (await import('@/features/polls/components/poll-edit-screen')).PollEditScreen;
const livePollsScreen = async () => (await import('@/features/polls/components/live-polls-screen')).LivePollsScreen;
const qnaScreen = async () => (await import('@/features/qna/components/qna-screen')).QnaScreen;
// In-app notifications (docs/rules/communications.md#in-app-notifications).
const notificationsScreen = async () => (await import('@/features/notifications/components/notifications-screen')).NotificationsScreen;
const notificationEditScreen = async () => (await import('@/features/notifications/components/notification-edit-screen')).NotificationEditScreen;
// The event's own CSS for the venue and the public page (docs/rules/design.md#custom-css).
const customCssScreen = async () => (await import('@/features/custom-css/components/custom-css-screen')).CustomCssScreen;
// The event's mail settings (docs/rules/communications.md#mail-settings).
// Beside them on the same route: access and registration, the attendee list and the engagement switches (docs/rules/attendees.md#registration).
const standardSettingsScreen = async () => (await import('./standard-settings-screen')).StandardSettingsScreen;
const mailSettingsConfigureScreen = async () =>
  (await import('@/features/mail-settings/components/mail-settings-configure-screen')).MailSettingsConfigureScreen;
// The event's video-meeting integrations (docs/rules/rooms-and-agenda.md#meeting-integrations).
const meetingIntegrationsScreen = async () => (await import('@/features/meeting-integrations/components/meeting-integrations-screen')).MeetingIntegrationsScreen;
// The event's analytics (docs/rules/analytics.md#screens): their texts and the chart library come only with these screens.
const analyticsScreen = (name: AnalyticsScreenName) => async () => (await import('@/features/analytics/screens')).loadAnalyticsScreen(name);
// Signed out it asks for nothing: RequireAuth sends the visitor to sign-in.
const analyticsPrefetch =
  (name: AnalyticsScreenName) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<void> => {
    if (!getAuth()) return;
    const [{ queryClient }, { prefetchAnalyticsScreen }] = await Promise.all([import('@/lib/query-client'), import('@/features/analytics/prefetch')]);
    prefetchAnalyticsScreen(queryClient, name, { eventId: Number(params.id), sessionId: Number(params.sessID ?? 0), search: new URL(request.url).searchParams });
  };
/** An analytics screen's page: its figures and chart library are asked for as soon as its route matches. */
const analyticsPage = (name: AnalyticsScreenName) => ({ screen: analyticsScreen(name), prefetch: analyticsPrefetch(name) });
/** A section whose screen comes in a later version. */
const step = (key: string, routeName: string, icon: Icon): EventSection => ({
  key,
  path: key,
  routeName,
  titleKey: `event-shell:sections.${key}.label`,
  icon,
  navigation: true,
});

/**
 * The one ordered list of the event's sections, used by the sidebar, the route tree and the
 * previous/next buttons. The setup flow runs from the event infos to the configuration; the
 * analytics and the library are places to look things up, not steps, so they are not in it.
 */
export const EVENT_SECTIONS: readonly EventSection[] = [
  {
    key: 'infos',
    path: 'dashboard',
    routeName: 'EventDashboard',
    titleKey: 'event-setup:title.edit',
    icon: IconInfoCircle,
    navigation: true,
    screen: setupScreen,
  },
  { ...step('design', 'EventDesign', IconPalette), screen: designScreen },
  {
    ...step('content', 'EventContent', IconLayoutGrid),
    // Rooms first: the section's own path leads to the first page. Agenda pages follow the rooms'.
    pages: [
      { path: 'rooms', titleKey: 'rooms:list.title', tabKey: 'event-shell:tabs.rooms', screen: roomsScreen },
      { path: 'rooms/:roomID/edit', titleKey: 'rooms:edit.title', addTitleKey: 'rooms:edit.addTitle', idParam: 'roomID', screen: roomEditScreen },
      { path: 'agenda', titleKey: 'agenda:list.title', tabKey: 'event-shell:tabs.agenda', screen: agendaScreen },
      { path: 'agenda/:sessID', titleKey: 'agenda:edit.title', addTitleKey: 'agenda:edit.addTitle', idParam: 'sessID', screen: sessionEditScreen },
    ],
  },
  { ...step('navigation', 'EventNavigation', IconRoute), screen: navigationScreen },
  {
    ...step('accounts', 'EventAccountsList', IconUsers),
    // The list is the section's own address and its first page; the import is reached from the list, so it has no tab.
    pages: [
      { path: '', titleKey: 'accounts:list.title', tabKey: 'accounts:tabs.list', screen: accountsScreen },
      { path: ':accID/edit', titleKey: 'accounts:edit.title', addTitleKey: 'accounts:edit.addTitle', idParam: 'accID', screen: accountEditScreen },
      { path: 'import', titleKey: 'account-import:title', screen: accountImportScreen },
    ],
  },
  {
    ...step('communications', 'EventCommunications', IconMail),
    // Mail templates first, as docs/rules/screens.md#event-pages orders them; then live engagement (docs/rules/communications.md#live-engagement).
    pages: [
      { path: 'templates', titleKey: 'mail-templates:list.title', tabKey: 'mail-templates:tab', screen: mailTemplatesScreen },
      { path: 'templates/:tplID/edit', titleKey: 'mail-templates:edit.title', addTitleKey: 'mail-templates:edit.addTitle', idParam: 'tplID', screen: mailTemplateEditScreen },
      // Template sends and their outbox (docs/rules/communications.md#sending-templates).
      { path: 'templates/send', titleKey: 'mail-sends:title', tabKey: 'mail-sends:tab', screen: mailSendScreen },
      { path: 'templates/outbox', titleKey: 'mail-sends:outbox.title', tabKey: 'mail-sends:outboxTab', screen: mailOutboxScreen },
      { path: 'templates/outbox/:sendID', titleKey: 'mail-sends:detailTitle', screen: mailSendDetailScreen },
      // In-app notifications (docs/rules/communications.md#in-app-notifications).
      { path: 'notifications', titleKey: 'notifications:list.title', tabKey: 'notifications:tab', screen: notificationsScreen },
      { path: 'notifications/:notID/edit', titleKey: 'notifications:edit.title', addTitleKey: 'notifications:edit.addTitle', idParam: 'notID', screen: notificationEditScreen },
      { path: 'social', titleKey: 'wall:title', tabKey: 'event-shell:tabs.social', screen: wallScreen },
      { path: 'chat', titleKey: 'chat:channels.title', tabKey: 'event-shell:tabs.chat', screen: chatChannelsScreen },
      { path: 'chat/:chatID', titleKey: 'chat:channel.title', screen: chatChannelScreen },
      { path: 'polls', titleKey: 'polls:list.title', tabKey: 'event-shell:tabs.polls', screen: pollsScreen },
      { path: 'polls/:pollID', titleKey: 'polls:edit.title', addTitleKey: 'polls:edit.addTitle', idParam: 'pollID', screen: pollEditScreen },
      { path: 'live-polls', titleKey: 'polls:live.title', tabKey: 'event-shell:tabs.livePolls', screen: livePollsScreen },
      { path: 'qna', titleKey: 'qna:title', tabKey: 'event-shell:tabs.qna', screen: qnaScreen },
    ],
  },
  {
    ...step('settings', 'EventSettings', IconSettings),
    // The mail settings: an overview, and the form reached from it (no tab of its own); then the custom CSS and the meeting integrations.
    pages: [
      { path: 'standard', titleKey: 'event-shell:standardSettings.title', tabKey: 'event-shell:standardSettings.tab', screen: standardSettingsScreen },
      { path: 'standard/configure', titleKey: 'mail-settings:configure.title', screen: mailSettingsConfigureScreen },
      { path: 'advanced', titleKey: 'custom-css:title', tabKey: 'custom-css:tab', screen: customCssScreen },
      { path: 'integrations', titleKey: 'meeting-integrations:title', tabKey: 'meeting-integrations:tab', screen: meetingIntegrationsScreen },
    ],
  },
  {
    ...step('analytics', 'EventAnalytics', IconChartBar),
    navigation: false,
    keptInTabs: ['day'],
    // The dashboard first, then the other figures; a session's page is reached from the sessions list (docs/rules/analytics.md#screens).
    pages: [
      { path: 'dashboard', titleKey: 'analytics:titles.dashboard', tabKey: 'analytics:tabs.dashboard', ...analyticsPage('dashboard') },
      { path: 'general', titleKey: 'analytics:titles.general', tabKey: 'analytics:tabs.general', ...analyticsPage('general') },
      { path: 'sessions', titleKey: 'analytics:titles.sessions', tabKey: 'analytics:tabs.sessions', ...analyticsPage('sessions') },
      { path: 'sessions/:sessID', titleKey: 'analytics:titles.session', ...analyticsPage('session') },
      { path: 'livestream', titleKey: 'analytics:titles.livestream', tabKey: 'analytics:tabs.livestream', ...analyticsPage('livestream') },
      { path: 'rooms', titleKey: 'analytics:titles.rooms', tabKey: 'analytics:tabs.rooms', ...analyticsPage('rooms') },
      { path: 'accounts', titleKey: 'analytics:titles.accounts', tabKey: 'analytics:tabs.accounts', ...analyticsPage('accounts') },
    ],
  },
  { ...step('library', 'MyLibrary', IconBooks), path: '/library', navigation: false, accountPage: true },
];

/** The link of a section inside an event. */
export function sectionHref(section: EventSection, eventId: number): string {
  return section.path.startsWith('/') ? section.path : `/event/${eventId}/${section.path}`;
}

/** Whether a section can be opened for this event: it must exist, and a new event has only its setup. */
export function isSectionOpen(section: EventSection, eventId: number): boolean {
  const exists = section.screen !== undefined || section.pages !== undefined || section.accountPage === true;
  return exists && (eventId > 0 || section.routeName === 'EventDashboard');
}

export type AdjacentSections = { previous: EventSection | null; next: EventSection | null };

/**
 * Previous/next (docs/rules/screens.md#previous-and-next): over the navigation-flagged sections that can be opened, skipping those
 * still to come; none without an event id (a new event) and none past either end.
 */
export function adjacentSections(sections: readonly EventSection[], currentRouteName: string | undefined, eventId: number): AdjacentSections {
  const none = { previous: null, next: null };
  if (eventId <= 0) return none;
  const steps = sections.filter((section) => section.navigation && isSectionOpen(section, eventId));
  const index = steps.findIndex((section) => section.routeName === currentRouteName);
  if (index < 0) return none;
  return { previous: steps[index - 1] ?? null, next: steps[index + 1] ?? null };
}
