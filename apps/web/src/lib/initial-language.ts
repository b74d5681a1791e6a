import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@aula/shared';

/** Where this device remembers the user's last choice of language. */
export const LANGUAGE_KEY = 'aula.lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to start in: the last choice on this device, then the browser's, then English. Its
 * own module, free of i18n's, so that the page's first script can send it before the app has loaded.
 */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : DEFAULT_LANGUAGE;
}
