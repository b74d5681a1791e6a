import type { ReactNode } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DEFAULT_MS, TOAST_LIMIT } from '@aula/shared';
import { queryClient } from '@/lib/query-client';
import { configureAppServices } from './app-services';

export { queryClient } from '@/lib/query-client';

const theme = createTheme({ primaryColor: 'indigo', defaultRadius: 'md' });

// Before the first render, so that the very first request already carries the session headers.
configureAppServices();

/** Theme, modals, toasts and the query cache around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DEFAULT_MS} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
