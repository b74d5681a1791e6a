import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { presenceCalls, type OnlineAccounts, type PresenceSocketMessage } from '@aula/shared';
import { callApi } from './api-call';
import { subscribeSocketMessages } from './socket';

/**
 * GET /api/accountsOnline/{eventId}: the event's attendees online in the venue. Shared by the
 * features that show it (accounts, rooms), which never import each other; a background call, so
 * no spinner and no error toast.
 */
export const getOnlineAccounts = (eventId: number, signal?: AbortSignal) =>
  callApi(presenceCalls.accountsOnline, { params: { eventId }, signal, spinner: false, catcher: true });

/** The answer after a push: its total and room counts, the ids with those who joined added and those who left removed. */
export function withPresencePush(current: OnlineAccounts, push: PresenceSocketMessage): OnlineAccounts {
  const left = new Set(push.left);
  const ids = new Set(current.accountIds.filter((id) => !left.has(id)));
  for (const id of push.joined) ids.add(id);
  return { accountIds: [...ids].sort((a, b) => a - b), total: push.total, rooms: push.rooms };
}

/**
 * Keeps the query under `keyOf(eventId)` live from the console socket's `presence` pushes. Pushes
 * tell what changed, so a missed one would leave the list wrong: the query is asked again when the
 * socket has (re)connected, and when a push comes while the answer is still on its way (it may
 * predate the push). `keyOf` must be a stable function.
 */
export function useLivePresence(keyOf: (eventId: number) => QueryKey, eventId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const queryKey = keyOf(eventId);
    return subscribeSocketMessages((message) => {
      if (message.action === 'authenticated') {
        void queryClient.invalidateQueries({ queryKey });
      } else if (message.action === 'presence' && message.eventId === eventId) {
        if (queryClient.isFetching({ queryKey }) > 0) void queryClient.invalidateQueries({ queryKey });
        else queryClient.setQueryData<OnlineAccounts>(queryKey, (current) => current && withPresencePush(current, message));
      }
    });
  }, [queryClient, keyOf, eventId]);
}
