import type { AnalyticsScreenName } from './screens';

/** An analytics screen's address: the event, the screen, and on a session's page the session. */
const SCREEN_ADDRESS = /^\/event\/(\d+)\/analytics\/(dashboard|general|sessions|livestream|rooms|accounts)(?:\/(\d+))?\/?$/;

/**
 * The figures call each analytics screen makes first at its plain address, with no day, page or
 * filter chosen, as its route's prefetch makes it (a test holds the two equal).
 */
const FIRST_CALLS: Record<AnalyticsScreenName, (eventId: string, sessionId: string) => string> = {
  dashboard: (eventId) => `/analyticsDashboard/${eventId}`,
  general: (eventId) => `/analyticsGeneral/${eventId}`,
  sessions: (eventId) => `/analyticsSessions/${eventId}?page=1`,
  session: (eventId, sessionId) => `/analyticsSession/${eventId}/${sessionId}?page=1`,
  livestream: (eventId) => `/analyticsLivestream/${eventId}`,
  rooms: (eventId) => `/analyticsRooms/${eventId}`,
  accounts: (eventId) => `/analyticsAccounts/${eventId}?sort=score&dir=desc&page=1`,
};

/**
 * The call an analytics screen opened at this address will make first, so that the page's first
 * script can send it before the app has loaded (docs/decisions/0131-early-figures-request.md); null
 * for any other address, and for one with a query, which the screen's own call serves.
 */
export function earlyAnalyticsCall(pathname: string, search: string): string | null {
  if (search !== '' && search !== '?') return null;
  const match = SCREEN_ADDRESS.exec(pathname);
  if (!match) return null;
  const [, eventId = '', page = '', sessionId] = match;
  if (sessionId !== undefined && page !== 'sessions') return null;
  const screen: AnalyticsScreenName = sessionId === undefined ? (page as Exclude<AnalyticsScreenName, 'session'>) : 'session';
  return FIRST_CALLS[screen](eventId, sessionId ?? '');
}
