import { useParams } from 'react-router';

const positiveId = (value: string | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
};

/** The event's and the room's id from /event/{id}/content/rooms/{roomID}/edit; 0 for a new room. */
export function useRoomRoute(): { eventId: number; roomId: number } {
  const { id, roomID } = useParams();
  return { eventId: positiveId(id), roomId: positiveId(roomID) };
}
