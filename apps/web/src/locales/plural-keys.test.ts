import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@aula/shared';

type Catalogue = { [key: string]: string | Catalogue };

const files = import.meta.glob<Catalogue>(['./*/*.json', './*/venue-pages/*.json'], { eager: true, import: 'default' });
const PLURAL_SUFFIX = /_(zero|one|other)$/;

/** Every text of every namespace of one language, as `namespace:path.to.key` -> text. */
function textsOf(lang: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (prefix: string, node: Catalogue) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
      else walk(`${prefix}${key}.`, value);
    }
  };
  for (const [file, catalogue] of Object.entries(files)) {
    const [, fileLang, namespace] = /^\.\/(\w+)\/([\w/-]+)\.json$/.exec(file)!;
    if (fileLang === lang) walk(`${namespace}:`, catalogue);
  }
  return texts;
}

describe.each(LANGUAGES)('%s texts with a count', (lang) => {
  const texts = textsOf(lang);

  it('are plural keys: a {{count}} is only ever shown through _one / _other', () => {
    const singularWithCount = [...texts].filter(([key, text]) => text.includes('{{count}}') && !PLURAL_SUFFIX.test(key)).map(([key]) => key);
    expect(singularWithCount).toEqual([]);
  });

  it('have both the _one and the _other form', () => {
    const bases = new Set([...texts.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
    expect(bases.size).toBeGreaterThan(0);
    const incomplete = [...bases].filter((base) => !texts.has(`${base}_one`) || !texts.has(`${base}_other`));
    expect(incomplete).toEqual([]);
  });

  it('are the same keys as in the other language', () => {
    const plural = (l: string) => [...textsOf(l).keys()].filter((key) => PLURAL_SUFFIX.test(key)).sort();
    for (const other of LANGUAGES) expect(plural(lang)).toEqual(plural(other));
  });
});
