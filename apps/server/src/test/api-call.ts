import type { TestApp } from './test-app';
import { bearer } from './accounts';

/**
 * A signed-in call to the API through `inject`, as the console or the venue sends it: a JSON body
 * when there is one, and the caller's language.
 */
export function apiCall(t: TestApp, method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'en') {
  return t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), 'accept-language': lang }, ...(payload && { payload }) });
}

/** `apiCall` for one test file's app, which its `beforeAll` creates. */
export type BoundApiCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object, lang?: string) => ReturnType<typeof apiCall>;
