import { earlyAnalyticsCall } from './features/analytics/early-figures';
import { callHeaders } from './lib/call-headers';
import { sendEarlyCall } from './lib/early-answers';
import { initialLanguage } from './lib/initial-language';
import { authorizationOf, readStoredAuth } from './lib/session/stored-auth';

/**
 * Sends, while the app's scripts still load and run, the call the opened screen will make first,
 * when the screen is one whose first paint waits for it (docs/decisions/0131-early-figures-request.md):
 * the analytics screens at their plain address, for a stored session that has not expired.
 */
export function sendEarlyRequests(): void {
  const auth = readStoredAuth();
  if (!auth || auth.expiresAt <= Date.now()) return;
  const path = earlyAnalyticsCall(location.pathname, location.search);
  if (path) sendEarlyCall(path, callHeaders(initialLanguage(), authorizationOf(auth)));
}
