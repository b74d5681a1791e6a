import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendeeCalls, type AttendeeSelectionInput } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountQueryKeys } from './account-query-keys';

/** POST /api/deleteAccounts/{eventId}: the chosen accounts, or everything the filter matches. */
export const deleteAccounts = (eventId: number, selection: AttendeeSelectionInput) =>
  callApi(attendeeCalls.delete, { params: { eventId }, body: selection });

/**
 * `onDeleted` runs with the mutation itself: a caller's own `mutate` callbacks are skipped once it
 * has unmounted, and the list refreshed below may take the selection, and with it the caller, away.
 */
export function useDeleteAccounts(eventId: number, { onDeleted }: { onDeleted?: (deleted: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: AttendeeSelectionInput) => deleteAccounts(eventId, selection),
    onSuccess: ({ deleted }) => {
      onDeleted?.(deleted);
      // A deleted account's page may be open (its own delete button): it is asked again only when shown next.
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.ones(eventId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.groups(eventId) });
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.lists(eventId) });
    },
  });
}
