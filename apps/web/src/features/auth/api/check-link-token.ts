import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls, type CheckLinkTokenBody, type Ok } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** Fails with token_invalid unless the set-password link still works; does not use the link up. */
export function checkLinkToken(body: CheckLinkTokenBody, signal?: AbortSignal): Promise<Ok> {
  return callApi(authCalls.checkLinkToken, { body, signal, spinner: false, catcher: true });
}

export const checkLinkTokenQuery = (body: CheckLinkTokenBody) =>
  queryOptions({
    queryKey: ['link-token', body.purpose, body.token],
    queryFn: ({ signal }) => checkLinkToken(body, signal),
    // An invalid link stays invalid, and a refetch while the person types would only flicker the page.
    retry: false,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });

export function useCheckLinkToken(body: CheckLinkTokenBody) {
  return useQuery(checkLinkTokenQuery(body));
}
