import { describe, expect, it } from 'vitest';
import { avoidedGermanTerms } from '@aula/shared/testing/german-terms';

type Catalogue = { [key: string]: string | Catalogue };

const files = import.meta.glob<Catalogue>(['./de/*.json', './de/venue-pages/*.json'], { eager: true, import: 'default' });

/** Every German text of the console and the venue, as `namespace:path.to.key` -> text. */
function germanTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (prefix: string, node: Catalogue) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
      else walk(`${prefix}${key}.`, value);
    }
  };
  for (const [file, catalogue] of Object.entries(files)) walk(`${/\.\/de\/([\w/-]+)\.json$/.exec(file)![1]}:`, catalogue);
  return texts;
}

describe('the German texts of the console and the venue', () => {
  it('name the product terms as the glossary does (docs/glossary.md)', () => {
    const texts = germanTexts();
    expect(texts.size).toBeGreaterThan(500);
    const found = [...texts].flatMap(([key, text]) => avoidedGermanTerms(text).map((problem) => `${key}: ${problem}`));
    expect(found).toEqual([]);
  });
});
