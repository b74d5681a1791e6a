import { useMutation } from '@tanstack/react-query';
import { callPath, chatCalls } from '@aula/shared';
import { downloadFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/chatChannel/{eventId}/{channelId}/transcript: the channel's messages as a CSV file in the UI language. */
export const exportChatTranscript = (eventId: number, channelId: number) => downloadFile(callPath(chatCalls.transcript, { eventId, channelId }));

export function useExportChatTranscript(eventId: number, channelId: number) {
  return useMutation({
    mutationFn: () => exportChatTranscript(eventId, channelId),
    onSuccess: ({ data, filename }) => saveFile(data, filename ?? 'chat.csv'),
  });
}
