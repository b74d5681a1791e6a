import { showErrorToast } from '@/components/ui/toasts';
import { configureApiClient } from '@/lib/api-client';
import type { ApiFailure } from '@/lib/api-failure';
import { getConnectionId } from '@/lib/connection-id';
import { currentLanguage } from '@/lib/i18n';
import { authorizationHeader } from '@/lib/session/auth-store';
import { signOut } from '@/lib/session/sign-out';
import { setFailureDialogs } from './failure-dialogs-store';

/** What the user sees of a failed call: the error catalogue (docs/rules/errors.md) decided in lib, shown here. */
function presentFailure(failure: ApiFailure): void {
  switch (failure.kind) {
    case 'session-gone':
      void signOut({ revoke: false });
      return;
    case 'trace':
      setFailureDialogs({ trace: { message: failure.message, trace: failure.trace } });
      return;
    case 'upgrade':
      setFailureDialogs({ upgrade: { message: failure.message } });
      return;
    case 'message':
      showErrorToast(failure.message);
  }
}

/** Tells the request layer what to send with every call and how to show its failures; returns the undo. */
export function configureAppServices(): () => void {
  return configureApiClient({
    authorization: authorizationHeader,
    connectionId: getConnectionId,
    language: currentLanguage,
    presentFailure,
  });
}
