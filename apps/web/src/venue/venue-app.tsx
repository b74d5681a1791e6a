import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AttendeeToken } from '@aula/shared';
import { Navigate, PageRouter, useLocation } from '@/lib/page-router/page-router';
import { isOwnVenuePath, paths } from './lib/paths';
import { SessionContext, type SessionEnd } from './lib/session-context';
import { useChangeLanguage } from './lib/texts-context';
import { configureVenueApi } from './lib/venue-api';
import { clearVenueSession, storeVenueSession, type AttendeeSession } from './lib/venue-session';
import { SignedInShell } from './signed-in/signed-in-shell';
import { SignedOutFrame } from './signed-out/signed-out-frame';
import { VENUE_PAGES, type VenuePage } from './venue-pages';

/**
 * The attendees' venue of one event (docs/rules/venue.md#the-venue): its pages under /e/{code}/venue, the session
 * of this browser, and where each page goes without one or with one.
 */
export function VenueApp({ code, initialSession }: { code: string; initialSession: AttendeeSession | null }) {
  const [session, setSession] = useState(initialSession);
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  const changeLanguage = useChangeLanguage();

  const forget = useCallback(
    (reason: SessionEnd) => {
      clearVenueSession(code);
      setEnded(reason);
      setSession(null);
    },
    [code],
  );
  useEffect(() => configureVenueApi({ sessionGone: () => forget('expired') }), [forget]);

  const signIn = useCallback(
    async (token: AttendeeToken) => {
      const stored = storeVenueSession(code, token);
      await changeLanguage(token.lang);
      setEnded(null);
      setSession(stored);
    },
    [code, changeLanguage],
  );

  const state = useMemo(() => ({ code, session, signIn, forget }), [code, session, signIn, forget]);
  return (
    <SessionContext value={state}>
      <PageRouter pages={VENUE_PAGES}>{(page) => <VenueRoute page={page} code={code} session={session} ended={ended} />}</PageRouter>
    </SessionContext>
  );
}

type VenueRouteProps = { page: VenuePage | undefined; code: string; session: AttendeeSession | null; ended: SessionEnd | null };

/**
 * A signed-in page without a session goes to sign-in, which comes back to it afterwards (unless
 * the attendee left on purpose) and says why the session ended; the sign-in pages with a session
 * go on to where the attendee wanted to be, or the venue's home.
 */
function VenueRoute({ page, code, session, ended }: VenueRouteProps) {
  const { pathname, search, state } = useLocation();
  if (page?.access === 'signed-in') {
    if (session) return <SignedInShell page={page} />;
    const from = ended === 'signedOut' || ended === 'erased' ? undefined : `${pathname}${search}`;
    return <Navigate to={paths.signIn(code)} replace state={{ from, notice: ended ?? undefined }} />;
  }
  if (page?.access === 'signed-out' && session) {
    const from = (state as { from?: unknown } | null)?.from;
    return <Navigate to={isOwnVenuePath(code, from) ? from : paths.home(code)} replace />;
  }
  return <SignedOutFrame page={page} />;
}
