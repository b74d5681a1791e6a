import { useMutation } from '@tanstack/react-query';
import { callPath, eventCalls } from '@aula/shared';
import { downloadFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/exportEvent/{id}: the event as a JSON file, named by the server. */
export const exportEvent = (eventId: number) => downloadFile(callPath(eventCalls.export, { id: eventId }));

export function useExportEvent() {
  return useMutation({
    mutationFn: exportEvent,
    onSuccess: ({ data, filename }, eventId) => saveFile(data, filename ?? `event-${eventId}.json`),
  });
}
