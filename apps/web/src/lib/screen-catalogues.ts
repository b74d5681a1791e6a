import { LANGUAGES } from '@aula/shared';
import { loadCatalogues, loadLanguage } from './i18n';

// The signed-in screens' namespaces: every catalogue but the sign-in pages' (see i18n.ts), the
// attendees' venue's (`venue.json`, each engagement part's `venue-*.json` and `venue-pages/`), which its own entry
// reads (src/venue/lib/texts.ts), and the analytics screens', which come with those screens
// (docs/decisions/0094-analytics-texts-with-their-screens.md).
const screenFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/*/*.json',
    '!../locales/*/{common,validation,errors,auth,password,session,shell,venue}.json',
    '!../locales/*/venue-*.json',
    '!../locales/*/analytics.json',
  ],
  { import: 'default' },
);

let screenLoad: Promise<void> | null = null;

/**
 * Loads the signed-in screens' catalogues and the sign-in pages' in the other language, so that
 * switching is instant (a few KiB); once loaded they stay in the store and in `resources`, which a
 * later init reuses. The date library's German locale comes along: only signed-in screens show or
 * read dates.
 */
export function loadScreenCatalogues(): Promise<void> {
  screenLoad ??= Promise.all([
    loadCatalogues(Object.entries(screenFiles)),
    ...LANGUAGES.map(loadLanguage),
    import('./dates-locale').then(({ followUiLanguage }) => followUiLanguage()),
  ]).then(
    () => undefined,
    (error: unknown) => {
      screenLoad = null;
      throw error;
    },
  );
  return screenLoad;
}
