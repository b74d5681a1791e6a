import { useEffect } from 'react';
import { isInactivityExpired, startInactivityWatch } from '@/lib/session/inactivity';
import { refreshToken } from '@/lib/session/refresh-token';
import { showSessionExpired } from '@/lib/session/session-expired-store';
import { signOut } from '@/lib/session/sign-out';
import { startTokenScheduler } from '@/lib/session/token-scheduler';
import { useLiveSocket } from './use-live-socket';
import { useStaticDataSync } from './use-static-data-sync';

function endIdleSession(): void {
  showSessionExpired();
  void signOut({ auto: true });
}

/**
 * A device that slept for over an hour wakes with both the token and the idle deadline expired;
 * whichever timer fires first, the user is told the session timed out.
 */
function endExpiredToken(): void {
  if (isInactivityExpired()) endIdleSession();
  else void signOut();
}

/** Everything that runs only while signed in (docs/rules/accounts-and-sign-in.md#session-and-tokens): token refresh, inactivity, socket, lists. */
export function useSessionLifecycle(): void {
  useEffect(() => startTokenScheduler({ refresh: () => refreshToken(), logout: endExpiredToken }), []);
  useEffect(() => startInactivityWatch({ onExpired: endIdleSession }), []);
  useLiveSocket();
  useStaticDataSync();
}
