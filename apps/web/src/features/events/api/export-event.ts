import { useMutation } from '@tanstack/react-query';
import { callPath, eventCalls } from '@aula/shared';
import { downloadFile } from '@/lib/api-client';

/** GET /api/exportEvent/{id}: the event as a JSON file, named by the server. */
export const exportEvent = (eventId: number) => downloadFile(callPath(eventCalls.export, { id: eventId }));

/** Hands a downloaded file to the browser, which saves it under the given name. */
function saveFile(data: Blob, filename: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has started the download; the URL only has to outlive this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportEvent() {
  return useMutation({
    mutationFn: exportEvent,
    onSuccess: ({ data, filename }, eventId) => saveFile(data, filename ?? `event-${eventId}.json`),
  });
}
