/**
 * `attachment` with a file name every browser takes: `filename` in ASCII (umlauts and accents
 * folded, anything else a hyphen) for old clients, `filename*` with the full name in UTF-8
 * (RFC 5987) for the rest, which prefer it.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii || 'download'}"; filename*=UTF-8''${encoded}`;
}
