import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { changesRestrictions, topicOf } from '@aula/shared';
import { followConsoleTopic } from '@/lib/socket';
import { chatQueryKeys } from '../api/chat-query-keys';
import { useRestrictions } from '../api/get-restrictions';

/**
 * The event's restrictions, kept live: a mute, ban or lift by any organiser or moderator arrives on
 * `moderation:{eventId}` and the list is asked again. The list is short, so asking again is simpler
 * than applying each change, and it is also what catches up after the socket was away.
 */
export function useLiveRestrictions(eventId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (eventId <= 0) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: chatQueryKeys.restrictions(eventId) });
    return followConsoleTopic(topicOf('moderation', eventId), {
      onSubscribed: refresh,
      onChange: (event) => {
        if (changesRestrictions(event)) refresh();
      },
    });
  }, [eventId, queryClient]);
  return useRestrictions(eventId);
}
