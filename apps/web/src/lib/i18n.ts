import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@aula/shared';

type Catalogue = Record<string, unknown>;

/** Every `locales/<lang>/<namespace>.json` is picked up; a feature adds its namespace by adding files. */
const files = import.meta.glob<Catalogue>('../locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Catalogue>> = {};
for (const [file, catalogue] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lang, namespace] = match as unknown as [string, string, string];
  (resources[lang] ??= {})[namespace] = catalogue;
}

const LANGUAGE_KEY = 'aula.lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language to start in: the last choice on this device, then the browser's, then English. */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : DEFAULT_LANGUAGE;
}

/** Switches the UI language, dates included, and remembers it on this device. */
export async function changeLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lang);
  dayjs.locale(lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function initI18n(lang: Language = initialLanguage()) {
  dayjs.locale(lang);
  document.documentElement.lang = lang;
  void i18n.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

export { i18n };
