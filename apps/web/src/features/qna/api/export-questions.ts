import { useMutation } from '@tanstack/react-query';
import { callPath, qnaCalls } from '@aula/shared';
import { downloadFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/qna/{eventId}/{roomId}/export: the room's questions as a CSV file in the UI language. */
export const exportQuestions = (eventId: number, roomId: number) => downloadFile(callPath(qnaCalls.consoleExport, { eventId, roomId }));

export function useExportQuestions(eventId: number) {
  return useMutation({
    mutationFn: (roomId: number) => exportQuestions(eventId, roomId),
    onSuccess: ({ data, filename }) => saveFile(data, filename ?? 'questions.csv'),
  });
}
