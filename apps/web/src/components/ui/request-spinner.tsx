import { useEffect, useState } from 'react';
import { Box, LoadingOverlay, Portal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePendingRequestCount } from '@/lib/pending-requests';

/** Quick answers never flash the overlay; only a call still pending after this shows it. */
const SHOW_AFTER_MS = 250;

/** The full-screen spinner of SPEC §2, shown while counted requests are pending. */
export function RequestSpinner() {
  const { t } = useTranslation('shell');
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
    <Portal>
      <Box pos="fixed" inset={0} style={{ zIndex: 400 }} role="status" aria-label={t('loading')} data-testid="request-spinner">
        <LoadingOverlay visible zIndex={400} overlayProps={{ blur: 1, backgroundOpacity: 0.25 }} />
      </Box>
    </Portal>
  );
}
