import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import type { Language } from '@aula/shared';
import { loadTexts } from '../lib/texts';
import { TextsProvider } from '../lib/texts-context';
import { configureVenueApi } from '../lib/venue-api';
import { readVenueSession, storeVenueSession } from '../lib/venue-session';
import { VenueApp } from '../venue-app';

export type RecordedCall = { method: string; path: string; body: unknown; authorization: string | null; language: string | null };
type Answer = (call: RecordedCall) => Response;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const data = (body: unknown) => json({ data: body });
export const failure = (status: number, code: string, message: string, fields?: Record<string, string>) => json({ error: { code, message, fields } }, status);

/**
 * Answers the venue's /api calls from a table keyed `METHOD /path`; anything else is the API's
 * 404. Every request is recorded, with its token and language, for the assertions.
 */
export function stubVenueApi(answers: Record<string, Answer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { method: init.method ?? 'GET', path: url.replace(/^\/api/, ''), body, authorization: headers.get('Authorization'), language: headers.get('Accept-Language') };
      calls.push(call);
      const answer = answers[`${call.method} ${call.path}`];
      return answer ? answer(call) : failure(404, 'not_found', 'API endpoint was not found');
    }),
  );
  return calls;
}

/** Fills the English sign-in form as an attendee would and sends it. */
export async function signInWithForm(email: string, password: string): Promise<void> {
  await userEvent.type(await screen.findByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Stores an attendee's session for the event, as a sign-in would. */
export function signedIn(code: string, lang: Language = 'en'): void {
  storeVenueSession(code, { token_type: 'Bearer', access_token: `token-of-${code}`, expires_in: 3600, lang, code });
}

/** Renders the venue at `url` as main.tsx starts it, in `lang`. */
export async function renderVenue(url: string, lang: Language = 'en') {
  window.history.replaceState(null, '', url);
  const code = url.split('/')[2]!;
  document.documentElement.lang = lang;
  onTestFinished(configureVenueApi({ token: () => readVenueSession(code, 0)?.accessToken ?? null, language: () => (document.documentElement.lang === 'de' ? 'de' : 'en') }));
  const texts = await loadTexts(lang);
  return render(
    <TextsProvider initial={texts}>
      <VenueApp code={code} initialSession={readVenueSession(code)} />
    </TextsProvider>,
  );
}
