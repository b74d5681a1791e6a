import type { TestApp } from '../../test/test-app';
import { bearer } from '../../test/accounts';
import { multipartBody } from '../events/events-test-support';

export const FILES_TEST_ENV = { RATE_LIMIT_PER_IP: '1000' };

/** The library calls as a signed-in client makes them. */
export function filesClient(t: TestApp, token: string) {
  const auth = bearer(token);
  return {
    list: (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/library/images', headers: { ...auth, ...headers } }),
    async upload(content: Buffer | string, filename = 'photo.png', type = 'image/png', url = '/api/library/images', headers: Record<string, string> = {}) {
      const body = await multipartBody({ file: { filename, content, type } });
      return t.app.inject({ method: 'POST', url, headers: { ...auth, ...headers, ...body.headers }, payload: body.payload });
    },
    remove: (id: number, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/library/images/${id}/delete`, headers: { ...auth, ...headers } }),
  };
}
