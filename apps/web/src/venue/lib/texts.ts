import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@aula/shared';

export type Catalogue = { [key: string]: string | Catalogue };
type Values = Record<string, string | number>;

/** Looks a text up by its dotted key and fills its `{{name}}` placeholders; a count picks `_one` or `_other`. */
export type Translate = (key: string, values?: Values) => string;
export type Texts = { lang: Language; t: Translate };

/**
 * The venue's texts: its own namespace (`venue`) and the shared rules' messages (`validation`, as
 * `validation.<key>`), read from the same catalogues as the console's, in one language at a time.
 * A lookup of a few lines instead of i18next, which would be some 17 KiB of the venue's 120 KiB
 * first load (docs/decisions/0033-the-venue.md).
 */
const files = import.meta.glob<Catalogue>('../../locales/*/{venue,validation,venue-*}.json', { import: 'default' });

const loads = new Map<Language, Promise<Texts>>();

function catalogueFiles(lang: Language) {
  return Object.entries(files).filter(([file]) => file.includes(`/locales/${lang}/`));
}

/** The texts of one language, loaded once. */
export function loadTexts(lang: Language): Promise<Texts> {
  let load = loads.get(lang);
  if (!load) {
    load = Promise.all(
      catalogueFiles(lang).map(async ([file, read]) => [/(\w+)\.json$/.exec(file)![1]!, await read()] as const),
    ).then((catalogues) => {
      const { venue, ...namespaces } = Object.fromEntries(catalogues);
      return textsOf(lang, { ...venue, ...namespaces });
    });
    load.catch(() => loads.delete(lang));
    loads.set(lang, load);
  }
  return load;
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The lookup over one language's catalogue; an unknown key shows as itself, so a gap is visible. */
export function textsOf(lang: Language, catalogue: Catalogue): Texts {
  const plural = new Intl.PluralRules(lang);
  const t: Translate = (key, values = {}) => {
    const count = values.count;
    const text = (typeof count === 'number' ? lookup(catalogue, `${key}_${plural.select(count)}`) : undefined) ?? lookup(catalogue, key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
  };
  return { lang, t };
}

/**
 * The venue's texts with one page's catalogue under its namespace: that page's keys from it, every
 * other key as before (docs/decisions/0163-venue-pages-load-with-their-texts.md).
 */
export function withPageTexts(base: Texts, namespace: string, catalogue: Catalogue): Texts {
  const page = textsOf(base.lang, { [namespace]: catalogue });
  const prefix = `${namespace}.`;
  return { lang: base.lang, t: (key, values) => (key.startsWith(prefix) ? page.t(key, values) : base.t(key, values)) };
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The browser's language when it is one of ours, else the default: for a page that knows no event. */
export function browserLanguage(): Language {
  const asked = navigator.language.slice(0, 2);
  return isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
}
