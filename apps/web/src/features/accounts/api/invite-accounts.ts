import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendeeInvitationCalls, type InviteAccountsBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountQueryKeys } from './account-query-keys';

/** POST /api/inviteAccounts: mails personal links to the chosen accounts, or to every account not invited yet. */
export const inviteAccounts = (body: InviteAccountsBody) => callApi(attendeeInvitationCalls.invite, { body });

export function useInviteAccounts(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { accountIds: number[] } | { notInvited: true }) => inviteAccounts({ eventId, ...target }),
    // The status column moves to "invited".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.lists(eventId) }),
  });
}
