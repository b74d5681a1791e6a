import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { SignedInLayout } from './shell/signed-in-layout';

/**
 * The signed-in shell inside what only signed-in screens use: the query cache and the modals
 * (`modals.open…`). It loads lazily (see routes.tsx), so the sign-in pages carry neither.
 */
export function SignedInApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <SignedInLayout />
      </ModalsProvider>
    </QueryClientProvider>
  );
}
