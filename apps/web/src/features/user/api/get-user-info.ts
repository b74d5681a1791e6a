import { queryOptions, useQuery } from '@tanstack/react-query';
import { userInfoSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';

export const userInfoQueryKey = ['user', 'info'] as const;

/** GET /api/getUserInfo: the signed-in user (SPEC §3 "User"). */
export const getUserInfo = (signal?: AbortSignal) => apiRequest('/getUserInfo', { schema: userInfoSchema, signal });

export const userInfoQuery = () =>
  queryOptions({ queryKey: userInfoQueryKey, queryFn: ({ signal }) => getUserInfo(signal), staleTime: 5 * 60_000 });

export function useUserInfo() {
  return useQuery(userInfoQuery());
}
