import { Suspense, lazy, useEffect, useState } from 'react';
import { usePendingRequestCount } from '@/lib/pending-requests';

/** Quick answers never flash the overlay; only a call still pending after this shows it. */
const SHOW_AFTER_MS = 250;

// Loads when a request first takes long, so the sign-in pages do not carry the overlay and its transitions.
const RequestSpinnerOverlay = lazy(async () => ({ default: (await import('./request-spinner-overlay')).RequestSpinnerOverlay }));

/** The full-screen spinner (docs/rules/screens.md#spinner-traces-and-notices), shown while counted requests are pending. */
export function RequestSpinner() {
  const pending = usePendingRequestCount() > 0;
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setDelayPassed(true), SHOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [pending]);

  if (!pending || !delayPassed) return null;
  return (
    <Suspense fallback={null}>
      <RequestSpinnerOverlay />
    </Suspense>
  );
}
