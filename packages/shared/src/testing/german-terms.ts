/**
 * The words the German texts leave out for the product's terms, for the tests that scan every
 * German text (docs/decisions/0147-one-german-word-per-product-term.md). Only tests import it (as
 * `@aula/shared/testing/german-terms`).
 */
const AVOIDED_TERMS: readonly { word: RegExp; instead: string }[] = [
  // "Veranstaltungsort" is the venue's own name, not a second word for the event.
  { word: /\bVeranstaltung(?!sort)/, instead: 'Event' },
  { word: /Teilnehmer/i, instead: 'Teilnehmende' },
  { word: /\bVenue\b/, instead: 'Veranstaltungsort' },
  { word: /\bEvent(?!s\b)[a-zäöüß]/, instead: 'Event- with a hyphen, as in Event-Code' },
  { word: /Pinnwand/, instead: 'Social Wall' },
];

/** What a German text should say instead of each avoided word it holds: nothing for a good text. */
export function avoidedGermanTerms(text: string): string[] {
  return AVOIDED_TERMS.filter(({ word }) => word.test(text)).map(({ word, instead }) => `${word.source} -> ${instead}`);
}
