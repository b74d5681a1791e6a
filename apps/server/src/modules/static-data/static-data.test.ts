import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticDataSchema } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';

describe('GET /api/getStaticData', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signedInUser(t);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('needs a signed-in user', async () => {
    expect((await get('/api/getStaticData')).statusCode).toBe(401);
  });

  it('lists time zones from UTC -11:00 to UTC +13:00, the languages and the session hosts', async () => {
    const res = await get('/api/getStaticData', user.token);
    expect(res.statusCode).toBe(200);
    const data = staticDataSchema.parse(res.json().data);
    expect(data.timezones[0]).toEqual({ value: -660, label: 'UTC -11:00' });
    expect(data.timezones.at(-1)).toEqual({ value: 780, label: 'UTC +13:00' });
    expect(data.timezones).toContainEqual({ value: 330, label: 'UTC +05:30' });
    expect(data.languages).toEqual([
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
    ]);
    expect(data.session_host).toEqual([]);
  });

  it('takes event id 0 and refuses an event the caller does not own', async () => {
    expect((await get('/api/getStaticData/0', user.token)).statusCode).toBe(200);
    const other = await get('/api/getStaticData/42', user.token);
    expect(other.statusCode).toBe(404);
    expect((await get('/api/getStaticData/-1', user.token)).statusCode).toBe(400);
  });
});
