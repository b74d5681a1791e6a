import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { useSessionLifecycle } from './shell/use-session-lifecycle';

function SignedInDisplay() {
  // The session's token refresh, inactivity watch and live socket, without the console's frame.
  useSessionLifecycle();
  return <Outlet />;
}

/**
 * The full-screen views for screens at a hybrid venue (docs/rules/communications.md#screens-at-the-venue): the social wall and a room's
 * poll results on the stage. Signed in like every console page, but outside the shell, so nothing
 * but the view is on the screen (no sidebar, spinner or notices in front of the audience).
 */
export function DisplayApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInDisplay />
    </QueryClientProvider>
  );
}
