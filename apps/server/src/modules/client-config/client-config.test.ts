import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigSchema } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/clientConfig', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      BOT_CHECK_PROVIDER: 'turnstile',
      BOT_CHECK_SITE_KEY: 'site-key',
      BOT_CHECK_SECRET: 'very-secret',
      BREACH_CHECK_URL: 'http://127.0.0.1:9/range/',
    });
  });
  afterAll(() => t.close());

  it('tells the browser the public settings and never the secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/clientConfig' });
    expect(res.statusCode).toBe(200);
    const data = clientConfigSchema.parse(res.json().data);
    expect(data.botCheck).toEqual({ provider: 'turnstile', siteKey: 'site-key' });
    expect(data.breachCheckUrl).toBe('http://127.0.0.1:9/range/');
    expect(res.body).not.toContain('very-secret');
    expect(data.maps).toEqual({ enabled: false });
  });

  it('tells the browser that place search is on when a geocoder is configured', async () => {
    const withMaps = await createTestApp({ MAPS_SEARCH_URL: 'http://127.0.0.1:9/search' });
    try {
      const res = await withMaps.app.inject({ method: 'GET', url: '/api/clientConfig' });
      expect(clientConfigSchema.parse(res.json().data).maps).toEqual({ enabled: true });
    } finally {
      await withMaps.close();
    }
  });
});
