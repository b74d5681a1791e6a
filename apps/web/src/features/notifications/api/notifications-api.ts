import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendeeCalls, notificationCalls, type NotificationAudience, type NotificationListItem, type SaveNotificationBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** While anything is on its way out, the list asks again this often for its counts. */
const SENDING_REFRESH_MS = 3000;

export const notificationQueryKeys = {
  all: (eventId: number) => ['notifications', eventId] as const,
  list: (eventId: number) => ['notifications', eventId, 'list'] as const,
  one: (eventId: number, id: number) => ['notifications', eventId, 'one', id] as const,
  options: (eventId: number) => ['notifications', eventId, 'options'] as const,
  count: (eventId: number, audience: NotificationAudience | null) => ['notifications', eventId, 'count', audience] as const,
  accounts: (eventId: number, q: string) => ['notifications', eventId, 'accounts', q] as const,
};

/** How long after sending the list keeps counting deliveries and reads by itself. */
const FRESH_MS = 10 * 60_000;

/** Whether the list should keep refreshing: something is due, or went out in the last minutes and is being read. */
const stillMoving = (items: NotificationListItem[] | undefined) =>
  (items ?? []).some((item) => item.status === 'scheduled' || (item.status === 'sent' && (item.sentMs ?? 0) > Date.now() - FRESH_MS));

/** GET /api/notifications/{eventId}, refreshed while notifications go out or are being read. */
export function useNotifications(eventId: number) {
  return useQuery({
    queryKey: notificationQueryKeys.list(eventId),
    queryFn: ({ signal }) => callApi(notificationCalls.list, { params: { eventId }, signal }),
    enabled: eventId > 0,
    refetchInterval: (query) => (stillMoving(query.state.data) ? SENDING_REFRESH_MS : false),
  });
}

export function useNotification(eventId: number, notificationId: number) {
  return useQuery({
    queryKey: notificationQueryKeys.one(eventId, notificationId),
    queryFn: ({ signal }) => callApi(notificationCalls.get, { params: { eventId, notificationId }, signal }),
    enabled: eventId > 0 && notificationId > 0,
  });
}

/** The event's rooms, sessions, groups and zone, for the edit form. */
export function useNotificationOptions(eventId: number) {
  return useQuery(
    queryOptions({
      queryKey: notificationQueryKeys.options(eventId),
      queryFn: ({ signal }) => callApi(notificationCalls.options, { params: { eventId }, signal }),
      enabled: eventId > 0,
    }),
  );
}

/** How many attendees the audience reaches now; null while the audience is incomplete. */
export function useAudienceCount(eventId: number, audience: NotificationAudience | null) {
  return useQuery({
    queryKey: notificationQueryKeys.count(eventId, audience),
    queryFn: ({ signal }) => callApi(notificationCalls.audienceCount, { params: { eventId }, body: { audience: audience! }, signal }),
    enabled: eventId > 0 && audience !== null,
    placeholderData: keepPreviousData,
  });
}

/** The event's accounts matching a search, for hand-picking recipients. */
export function useAccountSearch(eventId: number, q: string) {
  return useQuery({
    queryKey: notificationQueryKeys.accounts(eventId, q),
    queryFn: ({ signal }) => callApi(attendeeCalls.list, { params: { eventId }, query: { q }, signal }),
    enabled: eventId > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/notifications/{eventId}/save; field errors come back as an ApiError for the form. */
export function useSaveNotification(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNotificationBody) => callApi(notificationCalls.save, { params: { eventId }, body, catcher: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationQueryKeys.one(eventId, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list(eventId) });
    },
  });
}

/** Cancels a scheduled notification or deletes a draft. */
export function useNotificationAction(eventId: number, action: 'cancel' | 'delete') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) => callApi(notificationCalls[action], { params: { eventId, notificationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all(eventId) }),
  });
}
