/** A piece of a chat message: plain text, or an address to show as a link. */
export type ChatSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Addresses written out with http or https; anything else (javascript:, data:, …) stays text. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than an address. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * A message cut into text and links (links made clickable safely: docs/rules/communications.md#chat). Only http and https
 * addresses that name a host become links; the text is never HTML, so the browser
 * shows it as it was typed.
 */
export function chatSegments(body: string): ChatSegment[] {
  const segments: ChatSegment[] = [];
  let from = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    pushText(body.slice(from, match.index));
    const href = safeHref(address);
    if (href) segments.push({ kind: 'link', text: address, href });
    else pushText(address);
    from = match.index + address.length;
  }
  pushText(body.slice(from));
  return segments;
}

/** A host (letters, digits, dots, hyphens, or a bracketed IPv6 address) and an optional port, then a path, query, fragment or the end. */
const AUTHORITY = /^https?:\/\/([\p{L}\p{N}.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?([/?#]|$)/iu;

/** The address as a link target: the scheme in lower case, and only when it names a host. */
function safeHref(address: string): string | null {
  if (!AUTHORITY.test(address)) return null;
  return address.replace(/^https?/i, (scheme) => scheme.toLowerCase());
}
