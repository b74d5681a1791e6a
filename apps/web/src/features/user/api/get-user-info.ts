import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

export const userInfoQueryKey = ['user', 'info'] as const;

/** GET /api/getUserInfo: the signed-in user (docs/rules/calls.md#signed-in-user). */
export const getUserInfo = (signal?: AbortSignal) => callApi(userCalls.info, { signal });

export const userInfoQuery = () =>
  queryOptions({ queryKey: userInfoQueryKey, queryFn: ({ signal }) => getUserInfo(signal), staleTime: 5 * 60_000 });

export function useUserInfo() {
  return useQuery(userInfoQuery());
}
