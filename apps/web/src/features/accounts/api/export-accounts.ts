import { useMutation } from '@tanstack/react-query';
import { attendeeCalls, callPath, type AttendeeSelectionInput } from '@aula/shared';
import { downloadFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** POST /api/exportAccounts/{eventId}: the chosen accounts, or everything the filter matches, as a CSV file in the UI language. */
export const exportAccounts = (eventId: number, selection: AttendeeSelectionInput) =>
  downloadFile(callPath(attendeeCalls.exportCsv, { eventId }), { method: 'POST', body: selection });

export function useExportAccounts(eventId: number) {
  return useMutation({
    mutationFn: (selection: AttendeeSelectionInput) => exportAccounts(eventId, selection),
    onSuccess: ({ data, filename }) => saveFile(data, filename ?? 'accounts.csv'),
  });
}
