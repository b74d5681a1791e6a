import type { ReactNode } from 'react';
import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DEFAULT_MS, TOAST_LIMIT } from '@aula/shared';
import { queryClient } from '@/lib/query-client';
import { configureAppServices } from './app-services';

export { queryClient } from '@/lib/query-client';

/**
 * Mantine's defaults fall short of WCAG AA contrast for white text on the primary colour and for
 * dimmed text; a darker primary shade and gray.7 for dimmed text reach 4.5:1 on white.
 */
const theme = createTheme({ primaryColor: 'indigo', primaryShade: 8, defaultRadius: 'md' });
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

// Before the first render, so that the very first request already carries the session headers.
configureAppServices();

/** Theme, modals, toasts and the query cache around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DEFAULT_MS} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
