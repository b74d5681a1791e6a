import { vi } from 'vitest';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers /api calls from a table of handlers; every call is recorded for the assertions. */
export function stubApi(answers: Record<string, (init?: RequestInit) => unknown>) {
  const calls: { path: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      calls.push({ path, init });
      const answer = answers[path];
      return answer ? json({ data: answer(init) }) : json({ error: { code: 'not_found', message: 'API endpoint was not found' } }, 404);
    }),
  );
  return calls;
}
