import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatCalls, type ChatMessage } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { chatQueryKeys } from './chat-query-keys';

/** POST /api/chatMessage/{eventId}/{messageId}/delete: removes a message for everyone; its reports are closed. */
export const deleteChatMessage = (eventId: number, messageId: number) => callApi(chatCalls.delete, { params: { eventId, messageId } });
/** POST /api/chatMessage/{eventId}/{messageId}/pin. */
export const pinChatMessage = (eventId: number, messageId: number, pinned: boolean) =>
  callApi(chatCalls.pin, { params: { eventId, messageId }, body: { pinned } });
/** POST /api/chatMessage/{eventId}/{messageId}/dismissReports: keeps the message, closes its reports. */
export const dismissChatReports = (eventId: number, messageId: number) => callApi(chatCalls.dismissReports, { params: { eventId, messageId } });
/** POST /api/chatChannel/{eventId}/{channelId}/messages: a message from the organisers. */
export const postChatMessage = (eventId: number, channelId: number, body: string) =>
  callApi(chatCalls.post, { params: { eventId, channelId }, body: { body } });

type Moderation =
  | { kind: 'delete'; message: ChatMessage }
  | { kind: 'pin'; message: ChatMessage; pinned: boolean }
  | { kind: 'dismiss'; message: ChatMessage };

/** A moderator's action on a message; the channel's reports and counts are asked again afterwards. */
export function useModerateChatMessage(eventId: number, channelId: number, onChanged: (message: ChatMessage) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Moderation): Promise<ChatMessage | null> => {
      if (action.kind === 'delete') return deleteChatMessage(eventId, action.message.id);
      if (action.kind === 'pin') return pinChatMessage(eventId, action.message.id, action.pinned);
      await dismissChatReports(eventId, action.message.id);
      return null;
    },
    onSuccess: (changed) => {
      if (changed) onChanged(changed);
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.channel(eventId, channelId) });
      return queryClient.invalidateQueries({ queryKey: chatQueryKeys.reports(eventId, channelId) });
    },
  });
}
