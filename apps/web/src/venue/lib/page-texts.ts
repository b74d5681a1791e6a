import type { Language } from '@aula/shared';
import type { Catalogue } from './texts';

/**
 * Texts that only one venue page shows, in `locales/<lang>/venue-pages/<page>.json`: they load with
 * that page instead of with the venue's first load (docs/decisions/0163-venue-pages-load-with-their-texts.md).
 */
const files = import.meta.glob<Catalogue>('../../locales/*/venue-pages/*.json', { import: 'default' });

const loads = new Map<string, Promise<Catalogue>>();

/** One page's catalogue in one language, loaded once; a page without texts of its own has an empty one. */
export function loadPageTexts(lang: Language, page: string): Promise<Catalogue> {
  const key = `${lang}/${page}`;
  let load = loads.get(key);
  if (!load) {
    const read = files[`../../locales/${lang}/venue-pages/${page}.json`];
    load = read ? read() : Promise.resolve({});
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}
