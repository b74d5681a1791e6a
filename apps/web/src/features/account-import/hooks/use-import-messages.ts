import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeSocketMessages } from '@/lib/socket';
import { accountImportQueryKeys } from '../api/account-import-query-keys';

/** Reads the event's latest import again as soon as the socket says an import of it has finished. */
export function useRefreshOnImportMessage(eventId: number): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSocketMessages((message) => {
        if (message.action !== 'importAccounts' || (message.eventId !== undefined && message.eventId !== eventId)) return;
        void queryClient.invalidateQueries({ queryKey: accountImportQueryKeys.latest(eventId) });
      }),
    [eventId, queryClient],
  );
}
