import { useParams } from 'react-router';

const positiveId = (value: string | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
};

/** The ids of /event/{id}/communications/polls/{pollID} (0 for a new poll) and of the stage view's room. */
export function usePollRoute(): { eventId: number; pollId: number; roomId: number } {
  const { id, pollID, roomID } = useParams();
  return { eventId: positiveId(id), pollId: positiveId(pollID), roomId: positiveId(roomID) };
}
