import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendeeCalls, type AttendeeAccount, type SaveAttendeeBodyInput } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountQueryKeys } from './account-query-keys';

/** POST /api/account; id 0 adds. Field errors (an e-mail the event has already) come back as an ApiError with `fields`. */
export const saveAccount = (body: SaveAttendeeBodyInput) => callApi(attendeeCalls.save, { body, catcher: true });

export function useSaveAccount(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    onSuccess: (account: AttendeeAccount) => {
      queryClient.setQueryData(accountQueryKeys.one(eventId, account.id), account);
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.groups(eventId) });
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.lists(eventId) });
    },
  });
}
