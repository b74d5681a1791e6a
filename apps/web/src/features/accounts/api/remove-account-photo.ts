import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendeeCalls, type AttendeeAccount } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountQueryKeys } from './account-query-keys';

/** POST /api/deleteAccountPhoto/{eventId}/{accountId} */
export const removeAccountPhoto = (eventId: number, accountId: number) => callApi(attendeeCalls.removePhoto, { params: { eventId, accountId } });

export function useRemoveAccountPhoto(eventId: number, accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeAccountPhoto(eventId, accountId),
    onSuccess: (account: AttendeeAccount) => {
      queryClient.setQueryData(accountQueryKeys.one(eventId, accountId), account);
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.lists(eventId) });
    },
  });
}
