import { vi } from 'vitest';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = (init: RequestInit | undefined, query: URLSearchParams) => unknown;

/**
 * Answers /api calls by path (without the query, which the handler receives) from a table of
 * handlers, which may answer later by returning a promise; every call is recorded.
 */
export function stubApi(answers: Record<string, Answer>) {
  const calls: { path: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      calls.push({ path, init });
      const [bare = '', query = ''] = path.split('?');
      const answer = answers[bare];
      return answer ? json({ data: await answer(init, new URLSearchParams(query)) }) : json({ error: { code: 'not_found', message: 'API endpoint was not found' } }, 404);
    }),
  );
  return calls;
}
