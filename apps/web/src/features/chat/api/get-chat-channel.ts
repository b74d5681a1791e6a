import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { chatQueryKeys } from './chat-query-keys';

/** GET /api/chatChannel/{eventId}/{channelId}: one channel with its activity. */
export const getChatChannel = (eventId: number, channelId: number, signal?: AbortSignal) =>
  callApi(chatCalls.channel, { params: { eventId, channelId }, signal });

export const chatChannelQuery = (eventId: number, channelId: number) =>
  queryOptions({
    queryKey: chatQueryKeys.channel(eventId, channelId),
    queryFn: ({ signal }) => getChatChannel(eventId, channelId, signal),
    enabled: eventId > 0 && channelId > 0,
  });

export function useChatChannel(eventId: number, channelId: number) {
  return useQuery(chatChannelQuery(eventId, channelId));
}
