import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Liveness and readiness (docs/rules/operations.md#health-and-readiness). */
describe('GET /api/health and GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('reports the database as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: { status: 'up', kind: t.dbKind } });
  });

  it('is ready while the database and the in-process broker answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ready', database: { kind: t.dbKind, status: 'up' }, pubsub: { kind: 'in-process', status: 'up' } });
  });

  it('stays alive but is not ready while the database is down, and ready again once it answers', async () => {
    const ping = vi.spyOn(t.app.database, 'ping').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toMatchObject({ status: 'not_ready', database: { status: 'down' }, pubsub: { status: 'up' } });
    ping.mockRestore();
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('is not ready while the broker does not answer', async () => {
    vi.spyOn(t.app.adapters.pubsub, 'ping').mockResolvedValue(false);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toMatchObject({ status: 'not_ready', database: { status: 'up' }, pubsub: { status: 'down' } });
  });

  it('answers unknown API paths with the 404 envelope, in the request language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ error: { code: 'not_found', message: 'API endpoint was not found' } });
    const de = await t.app.inject({ method: 'POST', url: '/api/nope', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(de.json().error.message).toBe('Der API-Endpunkt wurde nicht gefunden');
  });
});
