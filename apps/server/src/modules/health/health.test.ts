import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: { status: 'up', kind: t.dbKind } });
  });

  it('answers unknown API paths with the 404 envelope, in the request language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ error: { code: 'not_found', message: 'API endpoint was not found' } });
    const de = await t.app.inject({ method: 'POST', url: '/api/nope', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(de.json().error.message).toBe('Der API-Endpunkt wurde nicht gefunden');
  });
});
