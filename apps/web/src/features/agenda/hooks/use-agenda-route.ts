import { useParams } from 'react-router';

const positiveId = (value: string | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
};

/** The event's and the session's id from /event/{id}/content/agenda/{sessID}; 0 for a new session. */
export function useAgendaRoute(): { eventId: number; sessionId: number } {
  const { id, sessID } = useParams();
  return { eventId: positiveId(id), sessionId: positiveId(sessID) };
}
