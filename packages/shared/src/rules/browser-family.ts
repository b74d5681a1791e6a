/** The browser families analytics tells apart (docs/rules/analytics.md#what-is-recorded). */
export const BROWSER_FAMILIES = ['chrome', 'edge', 'firefox', 'safari', 'opera', 'samsung', 'other'] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

/**
 * Checked in this order because the browsers built on Chromium name Chrome and Safari in their
 * user agent too, and Chrome names Safari: the most specific token wins.
 */
const FAMILY_TOKENS: ReadonlyArray<[BrowserFamily, RegExp]> = [
  ['samsung', /SamsungBrowser\//],
  ['opera', /\bOPR\/|\bOPT\/|\bOpera\b/],
  ['edge', /\bEdg(?:e|A|iOS)?\//],
  ['firefox', /\bFirefox\/|\bFxiOS\//],
  ['chrome', /\bChrome\/|\bCriOS\/|\bChromium\//],
  ['safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

/** The family of the browser that sent `userAgent`; `other` for anything unknown or missing. */
export function browserFamily(userAgent: string | undefined): BrowserFamily {
  if (!userAgent) return 'other';
  return FAMILY_TOKENS.find(([, token]) => token.test(userAgent))?.[0] ?? 'other';
}
