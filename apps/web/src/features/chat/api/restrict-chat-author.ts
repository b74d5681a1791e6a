import { useMutation } from '@tanstack/react-query';
import { engagementCalls, type RestrictAccountBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** POST /api/restrictAccount/{eventId}: mutes or bans an attendee in the event's chat, wall and Q&A, at once everywhere. */
export const restrictChatAuthor = (eventId: number, body: RestrictAccountBody) => callApi(engagementCalls.restrict, { params: { eventId }, body });

export function useRestrictChatAuthor(eventId: number) {
  return useMutation({ mutationFn: (body: RestrictAccountBody) => restrictChatAuthor(eventId, body) });
}
