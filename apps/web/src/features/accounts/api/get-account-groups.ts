import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendeeCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountQueryKeys } from './account-query-keys';

/** GET /api/accountGroups/{eventId}: the groups the event's accounts use, for the filter and the form's suggestions. */
export const getAccountGroups = (eventId: number, signal?: AbortSignal) =>
  callApi(attendeeCalls.groups, { params: { eventId }, signal, spinner: false });

export const accountGroupsQuery = (eventId: number) =>
  queryOptions({ queryKey: accountQueryKeys.groups(eventId), queryFn: ({ signal }) => getAccountGroups(eventId, signal), enabled: eventId > 0 });

export function useAccountGroups(eventId: number) {
  return useQuery(accountGroupsQuery(eventId));
}
