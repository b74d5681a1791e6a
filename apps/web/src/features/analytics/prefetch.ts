import type { QueryClient } from '@tanstack/react-query';
import { analyticsAccountsQuery } from './api/get-analytics-accounts';
import { analyticsDashboardQuery } from './api/get-analytics-dashboard';
import { analyticsGeneralQuery } from './api/get-analytics-general';
import { analyticsLivestreamQuery } from './api/get-analytics-livestream';
import { analyticsRoomsQuery } from './api/get-analytics-rooms';
import { analyticsSessionQuery } from './api/get-analytics-session';
import { analyticsSessionsQuery } from './api/get-analytics-sessions';
import { analyticsAccountFiltersFromParams } from './lib/account-filters';
import { dayAndPageOf } from './lib/day-and-page';
import type { AnalyticsScreenName } from './screens';

/** Where an analytics screen was opened: the event, the session on a session's page (else 0), and the address's query. */
export type AnalyticsAddress = { eventId: number; sessionId: number; search: URLSearchParams };

/**
 * Asks for the figures of the screen at this address before its code has loaded
 * (docs/decisions/0113-analytics-first-chart-sooner.md), under the key its hook reads. Never
 * rejects: a failed answer is the screen's to show.
 */
export function prefetchAnalyticsScreen(client: QueryClient, name: AnalyticsScreenName, { eventId, sessionId, search }: AnalyticsAddress): void {
  if (!(eventId > 0)) return;
  const { day, page } = dayAndPageOf(search);
  const figures = {
    dashboard: () => client.prefetchQuery(analyticsDashboardQuery(eventId, day)),
    general: () => client.prefetchQuery(analyticsGeneralQuery(eventId, day)),
    sessions: () => client.prefetchQuery(analyticsSessionsQuery(eventId, day, page)),
    session: () => (sessionId > 0 ? client.prefetchQuery(analyticsSessionQuery(eventId, sessionId, page)) : Promise.resolve()),
    livestream: () => client.prefetchQuery(analyticsLivestreamQuery(eventId, day)),
    rooms: () => client.prefetchQuery(analyticsRoomsQuery(eventId, day)),
    accounts: () => client.prefetchQuery(analyticsAccountsQuery(eventId, analyticsAccountFiltersFromParams(search))),
  } satisfies Record<AnalyticsScreenName, () => Promise<void>>;
  void figures[name]();
}
