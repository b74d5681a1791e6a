import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BOT_CHECK_PROVIDER: 'turnstile', BOT_CHECK_SITE_KEY: 'site', BOT_CHECK_SECRET: 'secret' });
  });
  afterAll(() => t.close());

  it('are sent on every answer, errors included, with the policy admitting the configured outside services', async () => {
    for (const url of ['/api/health', '/api/getUserInfo', '/api/no-such-call']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
