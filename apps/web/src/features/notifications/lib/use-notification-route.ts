import { useParams } from 'react-router';

const positiveId = (value: string | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
};

/** The ids of /event/{id}/communications/notifications/{notID}/edit (0 for a new notification). */
export function useNotificationRoute(): { eventId: number; notificationId: number } {
  const { id, notID } = useParams();
  return { eventId: positiveId(id), notificationId: positiveId(notID) };
}
