import { vi } from 'vitest';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A handler's answer: the `data` of a success, or a failure with its status and error. */
export type StubAnswer = unknown | { status: number; error: unknown };
type Handler = (init: RequestInit | undefined, query: URLSearchParams) => StubAnswer | Promise<StubAnswer>;

const isFailure = (answer: unknown): answer is { status: number; error: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'error' in answer;

/** Answers /api calls by method and path (`POST /account`), recording every call with its query and body. */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const [path = '', search = ''] = url.replace(/^\/api/, '').split('?');
      const query = new URLSearchParams(search);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      calls.push({ method, path, query, body });
      const handler = handlers[`${method} ${path}`];
      if (!handler) return json({ error: { code: 'not_found', message: 'API endpoint was not found' } }, 404);
      const answer = await handler(init, query);
      return isFailure(answer) ? json({ error: answer.error }, answer.status) : json({ data: answer });
    }),
  );
  return calls;
}
