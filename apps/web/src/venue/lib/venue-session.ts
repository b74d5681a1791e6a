import type { AttendeeToken, Language } from '@aula/shared';
import { isLanguage } from './texts';

/** An attendee's session in this browser: the token, when it ends, and the language to show. */
export type AttendeeSession = { accessToken: string; expiresAt: number; lang: Language };

/**
 * Venue sessions live in localStorage under a key of their own per event code, so that the venues
 * of two events and the console (which keeps its token elsewhere and is never read here) do not
 * see each other's (docs/decisions/0033-the-venue.md).
 */
const sessionKey = (code: string) => `aula.venue.${code.toLowerCase()}.session`;
const languageKey = (code: string) => `aula.venue.${code.toLowerCase()}.lang`;

function isSession(value: unknown): value is AttendeeSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return typeof session.accessToken === 'string' && typeof session.expiresAt === 'number' && isLanguage(session.lang);
}

/** The stored session of the event, or null when there is none or it has ended. */
export function readVenueSession(code: string, now = Date.now()): AttendeeSession | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(sessionKey(code)) ?? 'null');
    return isSession(stored) && stored.expiresAt > now ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the token a sign-in answered. */
export function storeVenueSession(code: string, token: AttendeeToken, now = Date.now()): AttendeeSession {
  const session = { accessToken: token.access_token, expiresAt: now + token.expires_in * 1000, lang: token.lang };
  localStorage.setItem(sessionKey(code), JSON.stringify(session));
  return session;
}

/** Remembers the attendee's language with the session, so that the next visit starts in it. */
export function rememberSessionLanguage(code: string, lang: Language): void {
  const session = readVenueSession(code);
  if (session) localStorage.setItem(sessionKey(code), JSON.stringify({ ...session, lang }));
}

export function clearVenueSession(code: string): void {
  localStorage.removeItem(sessionKey(code));
}

/** The language chosen with the switch before signing in, on this device. */
export function chosenLanguage(code: string): Language | null {
  const stored = localStorage.getItem(languageKey(code));
  return isLanguage(stored) ? stored : null;
}

export function chooseLanguage(code: string, lang: Language): void {
  localStorage.setItem(languageKey(code), lang);
}
