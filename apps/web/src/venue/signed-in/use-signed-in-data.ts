import { useCallback, useEffect, useState } from 'react';
import { venueCalls, venueSessionCalls, type VenueContent, type VenueProfile } from '@aula/shared';
import { serverClock, type Clock } from '../lib/clock';
import { VenueApiError, venueCall } from '../lib/venue-api';

export type SignedInState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; content: VenueContent; profile: VenueProfile; clock: Clock };

/** Timers longer than this fire at once in browsers (a signed 32-bit count of milliseconds). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The signed-in venue's data: the event's content and the attendee's profile, asked together.
 * The content is asked again when the event starts (before the start it carries no rooms or
 * sessions) and when it closes. A 401 is the API client's to handle (the session has ended).
 */
export function useSignedInData() {
  const [state, setState] = useState<SignedInState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([venueCall(venueCalls.content), venueCall(venueSessionCalls.me)]).then(
      ([content, profile]) => current && setState({ status: 'ready', content, profile, clock: serverClock(content.event.nowMs) }),
      (error: unknown) => {
        if (current && !(error instanceof VenueApiError && error.status === 401)) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const content = state.status === 'ready' ? state.content : null;
  const clock = state.status === 'ready' ? state.clock : null;
  useEffect(() => {
    if (!content || !clock || content.event.state === 'closed') return;
    const boundary = content.event.state === 'upcoming' ? content.event.startMs : content.event.closingMs;
    const timer = window.setTimeout(() => {
      void venueCall(venueCalls.content).then(
        (next) => setState((now) => (now.status === 'ready' ? { ...now, content: next, clock: serverClock(next.event.nowMs) } : now)),
        () => setAttempt((count) => count + 1),
      );
    }, Math.min(Math.max(boundary - clock(), 0) + 1_000, LONGEST_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [content, clock]);

  const setProfile = useCallback((profile: VenueProfile) => setState((now) => (now.status === 'ready' ? { ...now, profile } : now)), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, setProfile, retry };
}
