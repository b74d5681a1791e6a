import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REGISTRATIONS_CHANGED, topicOf } from '@aula/shared';
import { followConsoleTopic } from '@/lib/socket';
import { accountQueryKeys } from '../api/account-query-keys';

/**
 * Keeps the accounts screen's registrations live (docs/decisions/0138-live-support-and-registrations.md):
 * a new registration, an approval or refusal by anyone, or the waiting list moving up arrives on
 * `registrations:{eventId}`, and the queue and the accounts list are asked again. So they are after
 * every (re)subscription, which catches up what a socket that was away missed.
 */
export function useLiveRegistrations(eventId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (eventId <= 0) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.registrations(eventId) });
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.lists(eventId) });
    };
    return followConsoleTopic(topicOf('registrations', eventId), {
      onSubscribed: refresh,
      onChange: (event) => {
        if (event === REGISTRATIONS_CHANGED) refresh();
      },
    });
  }, [eventId, queryClient]);
}
