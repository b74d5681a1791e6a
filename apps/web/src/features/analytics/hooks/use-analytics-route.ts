import { useRouteIds } from '@/components/routing/use-route-ids';

/** The event's and, on a session's page, the session's id from /event/{id}/analytics/sessions/{sessID}. */
export function useAnalyticsRoute(): { eventId: number; sessionId: number } {
  const { id, sessID } = useRouteIds('id', 'sessID');
  return { eventId: id, sessionId: sessID };
}

/** Where an analytics screen of the event lives. */
export const analyticsHref = (eventId: number, screen: string) => `/event/${eventId}/analytics/${screen}`;

/** Where an account of the event is edited (the accounts section's page). */
export const accountHref = (eventId: number, accountId: number) => `/event/${eventId}/accounts/${accountId}/edit`;
