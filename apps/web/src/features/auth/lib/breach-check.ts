/** How long the browser waits for the breached-password range service before calling the result unknown. */
export const BREACH_CHECK_TIMEOUT_MS = 5_000;

export type BreachCheckResult = { status: 'breached'; count: number } | { status: 'clean' } | { status: 'unknown' };

/** SHA-1 of the text as upper-case hex, the form the range API uses. */
export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('').toUpperCase();
}

/**
 * Reads a range answer (`SUFFIX:COUNT` per line) and returns how often the hash with this suffix
 * was seen; padding lines carry a count of 0, so they never count as a hit.
 */
export function breachCountFromRange(body: string, suffix: string): number {
  const wanted = suffix.toUpperCase();
  for (const line of body.split(/\r?\n/)) {
    const [lineSuffix, count] = line.trim().split(':');
    if (lineSuffix?.toUpperCase() !== wanted) continue;
    const parsed = Number.parseInt(count ?? '', 10);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
  }
  return 0;
}

/**
 * Asks the range service (k-anonymity: only the first 5 hex characters of the hash leave the
 * browser) how often a password appeared in breaches. A network error, a time-out or a bad status
 * give 'unknown', never 'clean'.
 */
export async function checkBreachedPassword(
  password: string,
  rangeBaseUrl: string,
  timeoutMs = BREACH_CHECK_TIMEOUT_MS,
): Promise<BreachCheckResult> {
  const hash = await sha1Hex(password);
  try {
    const response = await fetch(`${rangeBaseUrl}${hash.slice(0, 5)}`, {
      headers: { 'Add-Padding': 'true' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { status: 'unknown' };
    const count = breachCountFromRange(await response.text(), hash.slice(5));
    return count > 0 ? { status: 'breached', count } : { status: 'clean' };
  } catch {
    return { status: 'unknown' };
  }
}
