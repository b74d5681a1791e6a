import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountImportCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountImportQueryKeys } from './account-import-query-keys';

/**
 * While an import runs, its state is asked for this often as well: the socket's message ends the
 * wait at once, this ends it when the message was missed (a socket reconnecting at that moment).
 */
const RUNNING_POLL_MS = 3_000;

/** GET /api/importAccounts/{eventId}: the event's latest import, so a reload finds a running one again. */
export const getLatestAccountImport = (eventId: number, signal?: AbortSignal) =>
  callApi(accountImportCalls.latest, { params: { eventId }, signal, spinner: false });

export const latestAccountImportQuery = (eventId: number) =>
  queryOptions({
    queryKey: accountImportQueryKeys.latest(eventId),
    queryFn: ({ signal }) => getLatestAccountImport(eventId, signal),
    enabled: eventId > 0,
    refetchInterval: (query) => (query.state.data?.latest?.status === 'running' ? RUNNING_POLL_MS : false),
  });

export function useLatestAccountImport(eventId: number) {
  return useQuery(latestAccountImportQuery(eventId));
}
