import '@/lib/zod-jitless';
import './venue.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { venueCodeOf } from '@aula/shared';
import { acceptCustomCssPreview } from '@/lib/custom-css-preview';
import { loadEntry } from './lib/entry';
import { browserLanguage, isLanguage, loadTexts } from './lib/texts';
import { TextsProvider } from './lib/texts-context';
import { configureVenueApi } from './lib/venue-api';
import { chosenLanguage, readVenueSession } from './lib/venue-session';
import { VenueApp } from './venue-app';

// The server sends this page only for /e/{code}/venue… (rules/web-entries.ts).
const code = venueCodeOf(window.location.pathname) ?? '';
const session = readVenueSession(code);
acceptCustomCssPreview();

configureVenueApi({
  // The stored token even when this browser thinks it ended: the server decides, and a 401 ends it here too.
  token: () => readVenueSession(code, 0)?.accessToken ?? null,
  language: () => (isLanguage(document.documentElement.lang) ? document.documentElement.lang : browserLanguage()),
});

/**
 * The first paint waits for the texts and, before sign-in, for the event (its design and its
 * language, which the page starts in unless the attendee chose the other one here before).
 * Signed in, the attendee's own language is known from the session and the texts load at once.
 */
async function start() {
  const known = session?.lang ?? chosenLanguage(code);
  const entry = session ? null : loadEntry(code);
  const early = known ? loadTexts(known) : null;
  const result = await entry;
  const lang = known ?? (result?.kind === 'entry' ? result.entry.event.language : browserLanguage());
  const texts = await (early ?? loadTexts(lang));
  document.documentElement.lang = lang;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <TextsProvider initial={texts}>
        <VenueApp code={code} initialSession={session} />
      </TextsProvider>
    </StrictMode>,
  );
}

start().catch(() => {
  // Without its texts the venue cannot say anything; this says it in both languages.
  document.getElementById('root')!.textContent = 'This page could not be loaded. Please reload it. · Diese Seite konnte nicht geladen werden. Bitte laden Sie sie neu.';
});
