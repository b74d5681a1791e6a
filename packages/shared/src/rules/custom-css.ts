/**
 * An event's own CSS (docs/rules/design.md#custom-css): the limits and names the console, the
 * server and the two pages it styles share.
 */

/** The largest custom stylesheet an organiser may save, in UTF-8 bytes. */
export const CUSTOM_CSS_MAX_BYTES = 64 * 1024;

/** Saved versions kept per event; older ones are dropped when a new one is saved. */
export const CUSTOM_CSS_VERSIONS_KEPT = 50;

/** The class of the root element of the venue and of the public page: every custom selector is scoped under it. */
export const CUSTOM_CSS_ROOT_CLASS = 'aula-event';

/**
 * The cascade layers of the venue and the public page, lowest first: the app's own styles, then the
 * organiser's CSS, then the rules that keep the pages usable whatever the custom CSS says.
 */
export const CUSTOM_CSS_LAYERS = { base: 'aula-base', custom: 'aula-custom', safety: 'aula-safety' } as const;

/** The statement that fixes the layers' order; each stylesheet that uses them starts with it. */
export const CUSTOM_CSS_LAYER_ORDER = `@layer ${CUSTOM_CSS_LAYERS.base},${CUSTOM_CSS_LAYERS.custom},${CUSTOM_CSS_LAYERS.safety};`;

/**
 * An organiser's sanitised rules as the pages receive them: the layers' order, then the rules in
 * the custom layer. Saved versions hold the rules alone (docs/decisions/0142-custom-css-stored-without-its-layers.md).
 */
export const layeredCustomCss = (rules: string): string => (rules === '' ? '' : `${CUSTOM_CSS_LAYER_ORDER}@layer ${CUSTOM_CSS_LAYERS.custom}{${rules}}`);

/** What the sanitiser reports at a line and column, each an i18n key `validation.css_<code>`. */
export const CUSTOM_CSS_PROBLEMS = [
  'syntax',
  'property',
  'at_rule',
  'url',
  'value',
  'selector',
  'nested_rule',
  'nesting',
  'too_large',
] as const;
export type CustomCssProblemCode = (typeof CUSTOM_CSS_PROBLEMS)[number];

/** The size of a stylesheet as the limit counts it: its UTF-8 bytes (a lone surrogate counts as the 3 of its replacement). */
export function customCssBytes(css: string): number {
  let bytes = 0;
  for (const char of css) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
