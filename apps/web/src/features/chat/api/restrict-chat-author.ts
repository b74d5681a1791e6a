import { useMutation, useQueryClient } from '@tanstack/react-query';
import { engagementCalls, type RestrictAccountBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { chatQueryKeys } from './chat-query-keys';

/** POST /api/restrictAccount/{eventId}: mutes or bans an attendee in the event's chat, wall and Q&A, at once everywhere. */
export const restrictChatAuthor = (eventId: number, body: RestrictAccountBody) => callApi(engagementCalls.restrict, { params: { eventId }, body });

export function useRestrictChatAuthor(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestrictAccountBody) => restrictChatAuthor(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueryKeys.restrictions(eventId) }),
  });
}
