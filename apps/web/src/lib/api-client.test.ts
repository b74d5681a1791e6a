import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, configureApiClient, downloadFile, filenameFromContentDisposition } from './api-client';
import type { ApiFailure } from './api-failure';
import { initI18n } from './i18n';
import { pendingRequestCount } from './pending-requests';

const presented: ApiFailure[] = [];
let signedIn = true;

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(status === 204 ? null : text, { status, headers })));
}

async function failureOf(call: Promise<unknown>): Promise<{ error: ApiError; shown: ApiFailure | undefined }> {
  const error = await call.then(
    () => expect.unreachable('the call should fail'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { error: error as ApiError, shown: presented.at(-1) };
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  presented.length = 0;
  signedIn = true;
  vi.unstubAllGlobals();
  // Undone after the test: the files after this one find the client as it was.
  return configureApiClient({
    authorization: () => (signedIn ? 'Bearer secret' : null),
    connectionId: () => 'conn-1',
    language: () => 'de',
    presentFailure: (failure) => presented.push(failure),
  });
});

describe('apiRequest headers and success', () => {
  it('sends the session headers and returns the data field', async () => {
    answer(200, { data: { ok: true } });
    await expect(apiRequest('/thing')).resolves.toEqual({ ok: true });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/thing');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer secret',
      'X-Connection-Id': 'conn-1',
      'Accept-Language': 'de',
      'X-Timezone-Offset': String(-new Date().getTimezoneOffset()),
    });
  });

  it('counts the call for the spinner unless it opts out', async () => {
    answer(200, { data: 1 });
    const counted = apiRequest('/a');
    expect(pendingRequestCount()).toBe(1);
    await counted;
    const quiet = apiRequest('/refresh', { method: 'POST', spinner: false });
    expect(pendingRequestCount()).toBe(0);
    await quiet;
  });
});

describe('the error catalogue', () => {
  it('shows "API endpoint was not found" for a 404', async () => {
    answer(404, { error: { code: 'not_found', message: 'Nicht gefunden' } });
    const { shown } = await failureOf(apiRequest('/nope'));
    expect(shown).toEqual({ kind: 'message', message: 'API endpoint was not found' });
  });

  it('opens the trace dialog for a 500 with a body', async () => {
    answer(500, { error: { code: 'internal_error', message: 'Boom', trace: 'at line 1' } });
    const { shown } = await failureOf(apiRequest('/x'));
    expect(shown).toEqual({ kind: 'trace', message: 'Boom', trace: 'at line 1' });
  });

  it('shows the message of a 500 without a trace', async () => {
    answer(500, { error: { code: 'internal_error', message: 'Something went wrong on our side.' } });
    const { shown } = await failureOf(apiRequest('/x'));
    expect(shown).toEqual({ kind: 'message', message: 'Something went wrong on our side.' });
  });

  it('opens the upgrade dialog with the server message for codes 4034 and 4035', async () => {
    for (const code of [4034, 4035]) {
      answer(403, { error: { code, message: 'Your trial has ended.' } });
      const { shown } = await failureOf(apiRequest('/x'));
      expect(shown).toEqual({ kind: 'upgrade', message: 'Your trial has ended.' });
    }
  });

  it('shows the missing-posts message for code 4041', async () => {
    answer(400, { error: { code: 4041, message: 'server text' } });
    const { shown } = await failureOf(apiRequest('/x'));
    expect(shown).toEqual({ kind: 'message', message: 'Some posts are missing. They may have been deleted in the meantime.' });
  });

  it('ends the session on a 401 of a signed-in call, but not on a failed sign-in', async () => {
    answer(401, { error: { code: 'unauthorized', message: 'Please sign in.' } });
    expect((await failureOf(apiRequest('/getUserInfo'))).shown).toEqual({ kind: 'session-gone' });
    signedIn = false;
    answer(401, { error: { code: 'invalid_credentials', message: 'Wrong e-mail or password.' } });
    expect((await failureOf(apiRequest('/login'))).shown).toEqual({ kind: 'message', message: 'Wrong e-mail or password.' });
  });

  it('falls back to a string body, then to a generic message', async () => {
    answer(400, 'Plain failure text');
    expect((await failureOf(apiRequest('/x'))).shown).toEqual({ kind: 'message', message: 'Plain failure text' });
    answer(400, '');
    expect((await failureOf(apiRequest('/x'))).shown?.kind).toBe('message');
  });

  it('reports a time-out with its own message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('signal timed out', 'TimeoutError'))));
    const { error, shown } = await failureOf(apiRequest('/slow'));
    expect(shown).toEqual({ kind: 'message', message: 'The server did not answer within 30 seconds. Please try again.' });
    expect(error.code).toBe('timeout');
  });

  it('leaves the ordinary message to a caller with catcher, and still rethrows', async () => {
    answer(422, { error: { code: 'validation_failed', message: 'Check the form.', fields: { name: 'validation.required' } } });
    const { error, shown } = await failureOf(apiRequest('/x', { catcher: true }));
    expect(shown).toBeUndefined();
    expect(error.fields).toEqual({ name: 'validation.required' });
  });
});

describe('downloadFile', () => {
  it('returns the data and the file name from content-disposition', async () => {
    answer(200, 'file body', { 'content-disposition': 'attachment; filename="event-7.json"' });
    const file = await downloadFile('/exportEvent/7');
    expect(file.filename).toBe('event-7.json');
    await expect(file.data.text()).resolves.toBe('file body');
  });

  it('parses a JSON error that arrives as a Blob body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob([JSON.stringify({ error: { code: 'bad', message: 'Export failed.' } })]), { status: 400 })),
    );
    expect((await failureOf(downloadFile('/exportEvent/7'))).shown).toEqual({ kind: 'message', message: 'Export failed.' });
  });

  it('reads both forms of the file name', () => {
    expect(filenameFromContentDisposition("attachment; filename*=UTF-8''Gr%C3%BC%C3%9Fe.json")).toBe('Grüße.json');
    expect(filenameFromContentDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameFromContentDisposition(null)).toBeNull();
  });
});
