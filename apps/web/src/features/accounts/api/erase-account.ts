import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendeeCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountQueryKeys } from './account-query-keys';

/** POST /api/eraseAccount/{eventId}/{accountId}: the personal data goes, the emptied account stays counted. */
export const eraseAccount = (eventId: number, accountId: number) => callApi(attendeeCalls.erase, { params: { eventId, accountId } });

export function useEraseAccount(eventId: number, accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => eraseAccount(eventId, accountId),
    onSuccess: () => {
      // The erased account's page is still open: it is asked again (and not found) only when shown next.
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.one(eventId, accountId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.groups(eventId) });
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.lists(eventId) });
    },
  });
}
