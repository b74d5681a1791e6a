import { REQUEST_TIMEOUT_MS } from '@aula/shared';

/**
 * Calls a page sends before the app has loaded, for the app's own call to take up
 * (docs/decisions/0131-early-figures-request.md). An answer is taken once, by the first call with
 * the same path, session and language, and only soon after it was asked for: one left untaken (the
 * app refreshed the token, the screen asked for something else) is never used later, when it would be stale.
 */
const EARLY_ANSWER_MAX_AGE_MS = 10_000;

type EarlyAnswer = { sentAt: number; response: Promise<Response> };

const answers = new Map<string, EarlyAnswer>();

const keyOf = (path: string, headers: Record<string, string>) => [path, headers.Authorization ?? '', headers['Accept-Language'] ?? ''].join('\n');

/** Sends GET /api{path} now, for a call of the app to take up with `takeEarlyAnswer`. */
export function sendEarlyCall(path: string, headers: Record<string, string>): void {
  const response = fetch(`/api${path}`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  // A failed early call is not the user's to see: the app's call then asks again itself.
  response.catch(() => undefined);
  answers.set(keyOf(path, headers), { sentAt: performance.now(), response });
}

/** The answer of an early GET /api{path} sent with these headers, at most once and only while fresh; null when there is none. */
export function takeEarlyAnswer(path: string, headers: Record<string, string>): Promise<Response> | null {
  const key = keyOf(path, headers);
  const answer = answers.get(key);
  answers.delete(key);
  return answer && performance.now() - answer.sentAt <= EARLY_ANSWER_MAX_AGE_MS ? answer.response : null;
}
