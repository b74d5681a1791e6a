import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import * as schema from '../db/schema';

/** A loopback port that nothing listens on: taken from the system, then given back. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * PostgreSQL stopped: the app was built against a server that no longer answers, so every query
 * fails to connect. Such a request is the service's trouble, not the client's, and passes.
 */
describe('a database that cannot be reached', () => {
  let app: FastifyInstance;
  let pool: pg.Pool;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-db-down-'));
    pool = new pg.Pool({ connectionString: `postgres://aula:aula@127.0.0.1:${await closedPort()}/aula`, connectionTimeoutMillis: 2000 });
    pool.on('error', () => undefined);
    const database = { db: drizzle(pool, { schema }), kind: 'postgres' as const, ping: async () => void (await pool.query('select 1')), close: () => pool.end() };
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS_POLL_INTERVAL_MS: '600000' });
    app = await buildApp({ config, database, now: () => new Date() });
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['en', 'The database cannot be reached at the moment. Please try again shortly.'],
    ['de', 'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.'],
  ])('answers 503 with Retry-After and the envelope, in %s', async (lang, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': lang },
      payload: { username: 'ada@example.com', password: 'Correct-Horse-9' },
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual({ error: { code: 'database_unavailable', message } });
  });

  it('says so for a signed-in call too, whose token is looked up first', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { authorization: 'Bearer a-token-of-sixteen-or-more-characters' } });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
  });
});
