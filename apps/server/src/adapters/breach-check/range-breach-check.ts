import crypto from 'node:crypto';
import type { BreachCheck, BreachCheckResult } from './breach-check';

/** Counts how often `suffix` appears in a range answer; padding lines carry a count of 0. */
export function countInRange(body: string, suffix: string): number {
  for (const line of body.split(/\r?\n/)) {
    const [lineSuffix, count] = line.trim().split(':');
    if (lineSuffix?.toUpperCase() === suffix) {
      const parsed = Number.parseInt(count ?? '0', 10);
      return Number.isFinite(parsed) ? parsed : 0;
    }
  }
  return 0;
}

/**
 * The range protocol: only the first five hex characters of the password's SHA-1 leave the
 * server; the answer lists `SUFFIX:COUNT` lines padded with zero-count entries.
 */
export function createRangeBreachCheck(options: { url: string; timeoutMs: number }): BreachCheck {
  return {
    async check(password): Promise<BreachCheckResult> {
      const digest = crypto.createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
      const prefix = digest.slice(0, 5);
      try {
        const response = await fetch(`${options.url}${prefix}`, {
          headers: { 'Add-Padding': 'true' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) return { status: 'unreachable' };
        return { status: 'ok', count: countInRange(await response.text(), digest.slice(5)) };
      } catch {
        return { status: 'unreachable' };
      }
    },
  };
}
