import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { chatQueryKeys } from './chat-query-keys';

/** GET /api/chatChannels/{eventId}: the event's channels with message counts, open reports and last activity. */
export const getChatChannels = (eventId: number, signal?: AbortSignal) => callApi(chatCalls.channels, { params: { eventId }, signal });

export const chatChannelsQuery = (eventId: number) =>
  queryOptions({ queryKey: chatQueryKeys.channels(eventId), queryFn: ({ signal }) => getChatChannels(eventId, signal), enabled: eventId > 0 });

export function useChatChannels(eventId: number) {
  return useQuery(chatChannelsQuery(eventId));
}
