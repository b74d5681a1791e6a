import { useRouteIds } from '@/components/routing/use-route-ids';

/** The event's and the session's id from /event/{id}/content/agenda/{sessID}; 0 for a new session. */
export function useAgendaRoute(): { eventId: number; sessionId: number } {
  const { id, sessID } = useRouteIds('id', 'sessID');
  return { eventId: id, sessionId: sessID };
}
