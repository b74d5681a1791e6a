import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { DEFAULT_LANGUAGE } from '@aula/shared';
import { forgetClientConfig } from '@/lib/client-config';
import { i18n } from '@/lib/i18n';
import { loadAnalyticsTexts } from '@/features/analytics/lib/analytics-texts';
import { loadScreenCatalogues } from '@/lib/screen-catalogues';

// Testing Library's waits (`findBy…`, `waitFor`) give up after 1 s by default: on a two-core machine
// kept busy by other suites, a whole screen's first render (its lazy modules loaded the first time)
// has taken longer. They end as soon as their condition holds, so a longer limit costs a passing test
// nothing; it stays below Vitest's 5 s per test, so a test that waits in vain still fails on its own.
configure({ asyncUtilTimeout: 4_000 });

// The app loads the screens' texts with the signed-in shell, the analytics screens' with those screens; components under test need them at once.
await Promise.all([loadScreenCatalogues(), loadAnalyticsTexts()]);

// happy-dom has no font loading; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
}

/**
 * The files of a worker share its modules and its page (docs/testing.md): every test leaves the
 * page, the stubs and the app's page-wide state as a fresh page load has them, so that no test
 * depends on the ones that ran before it, in its file or in another.
 */
afterEach(async () => {
  cleanup();
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  window.history.replaceState(null, '', '/');
  forgetClientConfig();
  if (i18n.isInitialized && i18n.language !== DEFAULT_LANGUAGE) await i18n.changeLanguage(DEFAULT_LANGUAGE);
});
