import { QueryClientProvider } from '@tanstack/react-query';
import { WallDisplay } from '@/features/wall/components/wall-display';
import { queryClient } from '@/lib/query-client';
import { useSessionLifecycle } from './shell/use-session-lifecycle';

function SignedInDisplay() {
  // The session's token refresh, inactivity watch and live socket, without the console's frame.
  useSessionLifecycle();
  return <WallDisplay />;
}

/**
 * The social wall's full-screen view for screens at a hybrid venue (issue 10 §2): signed in like
 * every console page, but outside the shell, so nothing but the wall is on the screen.
 */
export function WallDisplayApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInDisplay />
    </QueryClientProvider>
  );
}
