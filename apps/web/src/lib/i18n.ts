import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@aula/shared';
import { LANGUAGE_KEY, initialLanguage, isLanguage } from './initial-language';

type Catalogue = Record<string, unknown>;

/**
 * Every `locales/<lang>/<namespace>.json` is picked up; a feature adds its namespace by adding
 * files. The sign-in pages' namespaces load before the first render, in the UI language only
 * (`loadLanguage`; one chunk a language, see build/chunking.ts); those of the signed-in screens arrive
 * with the signed-in shell (`loadScreenCatalogues` in screen-catalogues.ts), so the login page does
 * not carry them, nor their list.
 */
const startFiles = import.meta.glob<Catalogue>('../locales/*/{common,validation,errors,auth,password,session,shell}.json', {
  import: 'default',
});

type CatalogueFile = [file: string, read: () => Promise<Catalogue>];

function catalogueName(file: string): [lang: string, namespace: string] | null {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  return match ? [match[1]!, match[2]!] : null;
}

const startNamespaces = [...new Set(Object.keys(startFiles).map((file) => catalogueName(file)?.[1] ?? 'common'))];

const resources: Record<string, Record<string, Catalogue>> = {};

/** Reads catalogues into `resources` and, once i18n runs, into its store. */
export async function loadCatalogues(files: CatalogueFile[]): Promise<void> {
  await Promise.all(
    files.map(async ([file, read]) => {
      const catalogue = await read();
      const [lang, namespace] = catalogueName(file)!;
      (resources[lang] ??= {})[namespace] = catalogue;
      if (i18n.isInitialized) i18n.addResourceBundle(lang, namespace, catalogue, true, true);
    }),
  );
}

const languageLoads = new Map<Language, Promise<void>>();

/** The sign-in pages' catalogues in one language; needed before showing anything in it. */
export function loadLanguage(lang: Language): Promise<void> {
  let load = languageLoads.get(lang);
  if (!load) {
    const files = Object.entries(startFiles).filter(([file]) => catalogueName(file)?.[0] === lang);
    load = loadCatalogues(files).catch((error: unknown) => {
      languageLoads.delete(lang);
      throw error;
    });
    languageLoads.set(lang, load);
  }
  return load;
}

/** Switches the UI language, dates included (see `dates-locale`), and remembers it on this device. */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

/**
 * The UI language. Before i18n starts (it waits for its texts, see main.tsx), the language it will
 * start in: a route loader's call may already be on its way then, in the user's language.
 */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : initialLanguage();
}

export function initI18n(lang: Language = initialLanguage()) {
  document.documentElement.lang = lang;
  void i18n.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: startNamespaces,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

export { i18n };
