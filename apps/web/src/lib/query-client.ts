import { QueryClient } from '@tanstack/react-query';
import { forgetWithSession } from './session/sign-out';

/**
 * The one query cache of the app; cleared on sign-out so no user data outlives the session. Only
 * the signed-in app loads it (the sign-in pages do without), so it tells sign-out itself.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
forgetWithSession(() => queryClient.clear());
