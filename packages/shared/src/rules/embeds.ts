/**
 * The shared validators (docs/rules/validation.md): addresses, domains, ports and the two embed codes a room can carry.
 * Each `*Error` function answers null for a valid value or the i18n key of its message; an empty
 * value is invalid here (whether a field may stay empty is the schema's business). The embed
 * functions also extract the iframe's source, because only that address is ever stored: the
 * organiser's HTML is never kept or echoed, the public page builds its own iframe around it.
 */

export type EmbedValidationKey =
  | 'validation.invalid_url'
  | 'validation.invalid_domain'
  | 'validation.invalid_port'
  | 'validation.invalid_iframe'
  | 'validation.invalid_slido';

/** The app host of the interactive Q&A provider (Slido); its embed codes point there. */
export const SLIDO_APP_HOST = 'app.sli.do';

/** Longest address accepted; longer ones are refused as invalid. */
export const URL_MAX_LENGTH = 2000;
/** Longest embed code accepted (a pasted iframe with its attributes). */
export const EMBED_CODE_MAX_LENGTH = 5000;

/** WHATWG URL, present in browsers and Node; declared here because the package compiles without DOM types. */
type ParsedUrl = { protocol: string; username: string; password: string; hostname: string };
declare const URL: new (input: string) => ParsedUrl;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** A domain name such as `example.com` or `sub.example.co.uk`: dotted labels and an alphabetic top level. */
export function isValidDomain(value: string): boolean {
  const domain = value.trim().replace(/\.$/, '');
  if (domain.length === 0 || domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels[labels.length - 1]!);
}

/** A TCP port: a whole number from 1 to 65535, digits only. */
export function isValidPort(value: string | number): boolean {
  const text = String(value).trim();
  if (!/^\d{1,5}$/.test(text)) return false;
  const port = Number(text);
  return port >= 1 && port <= 65535;
}

/**
 * A web address with http or https, a real host (a domain, `localhost` or an IPv4 address), no
 * credentials and no spaces. `httpsOnly` refuses plain http.
 */
export function isValidUrl(value: string, { httpsOnly = false }: { httpsOnly?: boolean } = {}): boolean {
  const text = value.trim();
  if (text.length === 0 || text.length > URL_MAX_LENGTH || /\s/.test(text)) return false;
  if (!/^https?:\/\//i.test(text)) return false;
  let url: ParsedUrl;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return false;
  if (url.username || url.password) return false;
  const host = url.hostname;
  return host === 'localhost' || IPV4.test(host) || isValidDomain(host);
}

export const urlError = (value: string): EmbedValidationKey | null => (isValidUrl(value) ? null : 'validation.invalid_url');
export const domainError = (value: string): EmbedValidationKey | null => (isValidDomain(value) ? null : 'validation.invalid_domain');
export const portError = (value: string | number): EmbedValidationKey | null => (isValidPort(value) ? null : 'validation.invalid_port');

const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** Decodes the character references an attribute value may hold (`&amp;`, `&#39;`, `&#x2F;`). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const ATTRIBUTE_NAME = /^[^\s"'>/=<]+/;
const UNQUOTED_VALUE = /^[^\s"'=<>`]+/;

/**
 * Reads one `<iframe ...></iframe>` (or `<iframe ... />`) and nothing else: no text, script or
 * other tag before, inside or after it. Answers the attributes (names lower-cased), or null when
 * the code is anything else or names an attribute twice.
 */
export function parseIframe(code: string): Map<string, string> | null {
  const text = code.trim();
  if (text.length > EMBED_CODE_MAX_LENGTH) return null;
  const open = /^<iframe(?=[\s>/])/i.exec(text);
  if (!open) return null;
  const attributes = new Map<string, string>();
  let rest = text.slice(open[0].length);
  for (;;) {
    const trimmed = rest.replace(/^\s+/, '');
    const separated = trimmed.length < rest.length;
    rest = trimmed;
    if (rest.startsWith('>') || rest.startsWith('/>')) break;
    if (attributes.size > 0 && !separated) return null;
    const name = ATTRIBUTE_NAME.exec(rest);
    if (!name) return null;
    rest = rest.slice(name[0].length);
    let value = '';
    const equals = /^\s*=\s*/.exec(rest);
    if (equals) {
      rest = rest.slice(equals[0].length);
      const quote = rest[0];
      if (quote === '"' || quote === "'") {
        const end = rest.indexOf(quote, 1);
        if (end < 0) return null;
        value = rest.slice(1, end);
        rest = rest.slice(end + 1);
      } else {
        const unquoted = UNQUOTED_VALUE.exec(rest);
        if (!unquoted) return null;
        value = unquoted[0];
        rest = rest.slice(unquoted[0].length);
      }
    }
    const key = name[0].toLowerCase();
    if (attributes.has(key)) return null;
    attributes.set(key, decodeEntities(value));
  }
  const selfClosing = rest.startsWith('/>');
  rest = rest.slice(selfClosing ? 2 : 1);
  if (selfClosing) return rest.trim() === '' ? attributes : null;
  return /^\s*(?:<\/iframe\s*>)?\s*$/i.test(rest) ? attributes : null;
}

/** The https source of a generic iframe embed code, or null when the code is not such an iframe. */
export function iframeEmbedSrc(code: string): string | null {
  const src = parseIframe(code)?.get('src')?.trim();
  return src && isValidUrl(src, { httpsOnly: true }) ? src : null;
}

/** The source of an interactive Q&A (Slido) embed code: an https iframe on the provider's app host, or null. */
export function slidoEmbedSrc(code: string): string | null {
  const src = iframeEmbedSrc(code);
  return src && new URL(src).hostname.toLowerCase() === SLIDO_APP_HOST ? src : null;
}

export const iframeEmbedError = (code: string): EmbedValidationKey | null => (iframeEmbedSrc(code) ? null : 'validation.invalid_iframe');
export const slidoEmbedError = (code: string): EmbedValidationKey | null => (slidoEmbedSrc(code) ? null : 'validation.invalid_slido');

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The embed code a form shows for a stored source: one iframe of our own making, so editing a
 * saved room shows valid code again and saving it unchanged keeps the same source.
 */
export function embedCodeFor(src: string): string {
  return src ? `<iframe src="${escapeAttribute(src)}" width="100%" height="600" allowfullscreen></iframe>` : '';
}
