import { useRouteIds } from '@/components/routing/use-route-ids';

/** The event's and the room's id from /event/{id}/content/rooms/{roomID}/edit; 0 for a new room. */
export function useRoomRoute(): { eventId: number; roomId: number } {
  const { id, roomID } = useRouteIds('id', 'roomID');
  return { eventId: id, roomId: roomID };
}
