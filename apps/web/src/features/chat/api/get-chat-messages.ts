import { chatCalls, type ChatMessagesQuery } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/**
 * GET /api/chatChannel/{eventId}/{channelId}/messages: the latest page, an older page (`before`) or
 * the changes after a change number (`after`). Kept live by the channel's topic, not by a query cache.
 */
export const getChatMessages = (eventId: number, channelId: number, query: ChatMessagesQuery) =>
  callApi(chatCalls.messages, { params: { eventId, channelId }, query });
