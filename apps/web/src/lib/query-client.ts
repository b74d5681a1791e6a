import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app; cleared on sign-out so no user data outlives the session. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
