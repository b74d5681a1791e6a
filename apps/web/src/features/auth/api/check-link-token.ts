import { useEffect, useState } from 'react';
import { authCalls, type CheckLinkTokenBody, type Ok } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** Fails with token_invalid unless the set-password link still works; does not use the link up. */
export function checkLinkToken(body: CheckLinkTokenBody, signal?: AbortSignal): Promise<Ok> {
  return callApi(authCalls.checkLinkToken, { body, signal, spinner: false, catcher: true });
}

type LinkCheck = { isPending: true; isError: false; error?: undefined } | { isPending: false; isError: boolean; error?: unknown };

/**
 * Checks the link once when the page opens (and again if the link changes). The sign-in pages do
 * not load TanStack Query, so this is a plain effect; an invalid link stays invalid, so it is never
 * retried or refetched.
 */
export function useCheckLinkToken({ token, purpose }: CheckLinkTokenBody): LinkCheck {
  const [check, setCheck] = useState<LinkCheck & { key: string }>({ key: '', isPending: true, isError: false });
  const key = `${purpose}:${token}`;
  useEffect(() => {
    const controller = new AbortController();
    checkLinkToken({ token, purpose }, controller.signal).then(
      () => setCheck({ key, isPending: false, isError: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setCheck({ key, isPending: false, isError: true, error });
      },
    );
    return () => controller.abort();
  }, [key, token, purpose]);
  return check.key === key ? check : { isPending: true, isError: false };
}
