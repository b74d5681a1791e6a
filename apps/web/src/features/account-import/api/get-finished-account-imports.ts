import { accountImportCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/**
 * GET /api/importAccountsFinished: the caller's imports that finished since `since` (the server's
 * time), as the socket pushes them; for a socket that was away when they were pushed.
 */
export const getFinishedAccountImports = async (since: string) =>
  (await callApi(accountImportCalls.finished, { query: { since }, spinner: false, catcher: true })).imports;
