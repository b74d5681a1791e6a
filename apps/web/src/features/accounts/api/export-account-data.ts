import { useMutation } from '@tanstack/react-query';
import { attendeeCalls, callPath } from '@aula/shared';
import { downloadFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/accountData/{eventId}/{accountId}: everything held about the account, as a JSON file. */
export const exportAccountData = (eventId: number, accountId: number) => downloadFile(callPath(attendeeCalls.exportData, { eventId, accountId }));

export function useExportAccountData(eventId: number, accountId: number) {
  return useMutation({
    mutationFn: () => exportAccountData(eventId, accountId),
    onSuccess: ({ data, filename }) => saveFile(data, filename ?? `account-${accountId}.json`),
  });
}
