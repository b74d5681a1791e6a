const DEFAULT_TARGET = '/events';

/**
 * The `redirect` query parameter as a same-origin path, or the events list. Anything that could
 * leave the app (other origins, protocol-relative `//host`, `javascript:`) or loop back into the
 * public screens falls back to the default.
 */
export function safeRedirectTarget(search: string, origin: string = window.location.origin): string {
  const raw = new URLSearchParams(search).get('redirect');
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_TARGET;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin || url.pathname.startsWith('/auth/')) return DEFAULT_TARGET;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_TARGET;
  }
}
