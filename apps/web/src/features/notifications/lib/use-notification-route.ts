import { useRouteIds } from '@/components/routing/use-route-ids';

/** The ids of /event/{id}/communications/notifications/{notID}/edit (0 for a new notification). */
export function useNotificationRoute(): { eventId: number; notificationId: number } {
  const { id, notID } = useRouteIds('id', 'notID');
  return { eventId: id, notificationId: notID };
}
