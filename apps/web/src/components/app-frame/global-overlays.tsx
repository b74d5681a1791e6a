import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { APP_VERSION } from '@aula/shared';
import { RequestSpinner } from '@/components/ui/request-spinner';
import { hideSessionExpired, useSessionExpired } from '@/lib/session/session-expired-store';
import { followOtherTabs, signOut } from '@/lib/session/sign-out';
import { startVersionCheck } from '@/lib/version-check';
import { setFailureDialogs, useFailureDialogs } from './failure-dialogs-store';

// Rarely needed, so they load when first opened and keep the login page light.
const SessionExpiredDialog = lazy(async () => ({ default: (await import('@/components/ui/session-expired-dialog')).SessionExpiredDialog }));
const TraceDialog = lazy(async () => ({ default: (await import('@/components/ui/trace-dialog')).TraceDialog }));
const UpgradeDialog = lazy(async () => ({ default: (await import('@/components/ui/upgrade-dialog')).UpgradeDialog }));

// Shown once in a session at most, so it loads when a new version is found.
const showNewVersionNotice = (version: string) => void import('./new-version-notice').then(({ showNewVersionNotice: show }) => show(version));

type GlobalOverlaysProps = {
  /** Goes to the login page once the session-expired dialog is confirmed, with the page's router. */
  openLogin: () => void;
  /** The upgrade dialog's button to the billing page, made by the page's router; `close` closes the dialog. */
  billingLink: (label: string, close: () => void) => ReactNode;
};

/**
 * What every screen, signed in or not, may show on top: the request spinner, the failure
 * dialogs, the session-expired dialog (another tab may raise it on the login page too) and the
 * new-version notice.
 */
export function GlobalOverlays({ openLogin, billingLink }: GlobalOverlaysProps) {
  const { trace, upgrade } = useFailureDialogs();
  const sessionExpired = useSessionExpired();

  useEffect(() => followOtherTabs(), []);
  useEffect(() => startVersionCheck({ current: APP_VERSION, onNewVersion: showNewVersionNotice }), []);

  const closeUpgrade = () => setFailureDialogs({ upgrade: null });
  const confirmExpired = () => {
    hideSessionExpired();
    void signOut({ auto: true });
    openLogin();
  };

  return (
    <>
      <RequestSpinner />
      <Suspense fallback={null}>
        {trace && (
          <TraceDialog opened message={trace.message} trace={trace.trace} onClose={() => setFailureDialogs({ trace: null })} />
        )}
        {upgrade && (
          <UpgradeDialog opened message={upgrade.message} onClose={closeUpgrade} billingLink={(label) => billingLink(label, closeUpgrade)} />
        )}
        {sessionExpired && <SessionExpiredDialog opened onConfirm={confirmExpired} />}
      </Suspense>
    </>
  );
}
