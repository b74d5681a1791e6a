import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAMS_CONSENT_CALLBACK_PATH } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';

const PER_IP = 3;

/** Microsoft's redirect after the admin consent carries no sign-in, only a state: it is limited per address like the other token-checking calls. */
describe('Teams consent callback rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_IP: String(PER_IP) });
  });
  afterAll(() => t.close());

  const callback = (state: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: `/api${TEAMS_CONSENT_CALLBACK_PATH}?admin_consent=True&state=${state}`, remoteAddress, headers: { 'accept-language': 'de' } });

  it('answers guessed states with the refusal page until the address has used its attempts, then 429 in its language; another address goes on', async () => {
    for (let attempt = 1; attempt <= PER_IP; attempt += 1) {
      const res = await callback(`guess-${attempt}`, '203.0.113.7');
      expect(res.statusCode, `attempt ${attempt}`).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
    }
    const refused = await callback('guess-last', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.json().error.message).toMatch(/^Zu viele Versuche/);
    expect((await callback('guess-other', '203.0.113.8')).statusCode).toBe(400);
  });
});
