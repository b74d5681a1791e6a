import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountImportCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountImportQueryKeys } from './account-import-query-keys';
import { accountImportForm, type AccountImportRequest } from './preview-account-import';

/** POST /api/importAccounts/{eventId}: checks the file again and starts the import in the background. */
export const applyAccountImport = (request: AccountImportRequest) =>
  callApi(accountImportCalls.apply, { params: { eventId: request.eventId }, body: accountImportForm(request) });

export function useApplyAccountImport(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAccountImport,
    // The running import is the event's latest: the screen follows it from here.
    onSuccess: (started) => queryClient.setQueryData(accountImportQueryKeys.latest(eventId), { latest: started }),
  });
}
