/**
 * Whether a browser's Origin may open the socket: the configured public origin, or the origin
 * the request was addressed to. Browsers always send Origin on WebSocket upgrades, so a missing
 * one comes from a non-browser client, which still has to present a ticket.
 */
export function isAllowedSocketOrigin(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(publicUrl).origin) return true;
  return host !== undefined && parsed.host === host;
}
