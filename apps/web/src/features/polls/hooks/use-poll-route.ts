import { useRouteIds } from '@/components/routing/use-route-ids';

/** The ids of /event/{id}/communications/polls/{pollID} (0 for a new poll) and of the stage view's room. */
export function usePollRoute(): { eventId: number; pollId: number; roomId: number } {
  const { id, pollID, roomID } = useRouteIds('id', 'pollID', 'roomID');
  return { eventId: id, pollId: pollID, roomId: roomID };
}
