import { useEffect, useRef } from 'react';

/**
 * Sends a single-use link's token once when the screen opens (e-mail verification, e-mail change
 * confirmation). StrictMode runs effects twice in development; a second send would spend the token
 * and answer "invalid link" over the real outcome, so the token already sent is remembered.
 * A different token (the user opened another link in the same tab) is sent again.
 */
export function useTokenOnce(token: string, send: (variables: { token: string }) => void): void {
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    send({ token });
  }, [send, token]);
}
