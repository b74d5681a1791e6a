import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { chatQueryKeys } from './chat-query-keys';

/** GET /api/chatChannel/{eventId}/{channelId}/reports: the channel's reports not yet dealt with. */
export const getChatReports = (eventId: number, channelId: number, signal?: AbortSignal) =>
  callApi(chatCalls.reports, { params: { eventId, channelId }, signal });

export const chatReportsQuery = (eventId: number, channelId: number) =>
  queryOptions({
    queryKey: chatQueryKeys.reports(eventId, channelId),
    queryFn: ({ signal }) => getChatReports(eventId, channelId, signal),
    enabled: eventId > 0 && channelId > 0,
  });

export function useChatReports(eventId: number, channelId: number) {
  return useQuery(chatReportsQuery(eventId, channelId));
}
