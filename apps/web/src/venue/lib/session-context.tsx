import { createContext, useContext } from 'react';
import type { AttendeeToken } from '@aula/shared';
import type { AttendeeSession } from './venue-session';

export type VenueSessionState = {
  /** The event code of this venue, as the address writes it. */
  code: string;
  session: AttendeeSession | null;
  /** Keeps the token of a sign-in (password, invitation or reset) and switches to the attendee's language. */
  signIn: (token: AttendeeToken) => Promise<void>;
  /** Forgets the session in this browser; the sign-in page says why. */
  forget: (reason: SessionEnd) => void;
};

/** Why a session ended in this browser: the server no longer knew it (401), a sign-out, the attendee's erasure. */
export type SessionEnd = 'expired' | 'signedOut' | 'erased';

export const SessionContext = createContext<VenueSessionState | null>(null);

export function useVenueSession(): VenueSessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useVenueSession works only inside the venue');
  return state;
}
