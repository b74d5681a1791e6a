import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountQueryKeys } from './account-query-keys';

/**
 * POST /api/approveRegistration/{eventId} or /api/rejectRegistration/{eventId}: the queue changes,
 * and an approval (or a waiting registration moving up) adds an account to the list. A refusal is
 * the queue's to show beside the row it concerns.
 */
export function useDecideRegistration(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, approve }: { registrationId: number; approve: boolean }) =>
      callApi(approve ? registrationCalls.approve : registrationCalls.reject, { params: { eventId }, body: { registrationId }, catcher: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueryKeys.registrations(eventId) }),
        queryClient.invalidateQueries({ queryKey: accountQueryKeys.lists(eventId) }),
      ]),
  });
}
