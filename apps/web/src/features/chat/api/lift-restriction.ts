import { useMutation, useQueryClient } from '@tanstack/react-query';
import { engagementCalls, type LiftRestrictionBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { chatQueryKeys } from './chat-query-keys';

/**
 * POST /api/liftRestriction/{eventId}: ends a mute or ban at once; 404 when it is not in force any
 * more (run out, or lifted by someone else), which the screen says in its own words.
 */
export const liftRestriction = (eventId: number, body: LiftRestrictionBody) =>
  callApi(engagementCalls.lift, { params: { eventId }, body, catcher: true });

/** Lifts a restriction; the list is asked again whether it worked or was gone already. */
export function useLiftRestriction(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiftRestrictionBody) => liftRestriction(eventId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatQueryKeys.restrictions(eventId) }),
  });
}
