import { Box, LoadingOverlay, Portal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The full-screen overlay of the request spinner; its own chunk, since most pages never need it. */
export function RequestSpinnerOverlay() {
  const { t } = useTranslation('shell');
  return (
    <Portal>
      <Box pos="fixed" inset={0} style={{ zIndex: 400 }} role="status" aria-label={t('loading')} data-testid="request-spinner">
        <LoadingOverlay visible zIndex={400} overlayProps={{ blur: 1, backgroundOpacity: 0.25 }} />
      </Box>
    </Portal>
  );
}
