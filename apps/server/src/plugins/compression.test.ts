import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticDataSchema } from '@aula/shared';
import { bearer, signedInUser, type SignedInUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

describe('response compression', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signedInUser(t);
  });
  afterAll(() => t.close());

  it('gzips a large answer for a client that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/getStaticData',
      headers: { ...bearer(user.token), 'accept-encoding': 'br, gzip, deflate' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8'));
    expect(staticDataSchema.parse(body.data).timezones.length).toBeGreaterThan(30);
  });

  it('sends plain JSON to a client that does not accept compression, and small answers as they are', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/getStaticData', headers: bearer(user.token) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.languages).toHaveLength(2);

    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.status).toBe('ok');
  });
});
