import type { LoaderFunctionArgs } from 'react-router';
import { getAuth } from '@/lib/session/auth-store';

/**
 * The /events route's loader. The router runs it as soon as the route matches, beside the lazy
 * shell and screen, so the list's first page is asked for while their code still loads; it goes
 * into the query cache the screen reads, under the key the screen derives from the same URL, and
 * the screen shows its rows from there. Navigation waits only for the two modules the request
 * needs (the shell and the screen load them anyway), never for the answer. Signed out, it asks for
 * nothing: RequireAuth sends the visitor to sign-in, and a token the server refuses ends the
 * session through the API client as on any call.
 */
export async function eventsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!getAuth()) return null;
  const [{ queryClient }, { prefetchEventsPage }] = await Promise.all([
    import('@/lib/query-client'),
    import('@/features/events/api/get-events'),
  ]);
  void prefetchEventsPage(queryClient, new URL(request.url).searchParams);
  return null;
}
