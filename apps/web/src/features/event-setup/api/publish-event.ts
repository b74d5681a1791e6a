import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventCalls, type EventShortInfo } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { eventQueryKeys } from './event-query-keys';

/**
 * POST /api/publishEvent/{id}: gives the event its code. A refusal (a closed event, the plan's
 * published events) is shown by the Draft bar beside its button, so it is caught here.
 */
export const publishEvent = (eventId: number) =>
  callApi(eventCalls.publish, { params: { id: eventId }, catcher: true });

/** Publishes and shows the code at once; the event's form data is refetched, since live depends on the code. */
export function usePublishEvent(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishEvent(eventId),
    onSuccess: ({ code }) => {
      queryClient.setQueryData<EventShortInfo>(eventQueryKeys.shortInfo(eventId), (info) => (info ? { ...info, code } : info));
      return queryClient.invalidateQueries({ queryKey: eventQueryKeys.all(eventId) });
    },
  });
}
