import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

// Idle connections exist only with a PostgreSQL server; the PGlite run has nothing to drop.
describe.runIf(process.env.TEST_DB === 'postgres' && serverUrl)('a PostgreSQL connection dropped while idle', () => {
  const name = `aula_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: serverUrl });
  const reported: Error[] = [];
  let database: DatabaseHandle;

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() }, (error) => reported.push(error));
  });

  afterAll(async () => {
    await database.close();
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('is reported, not thrown, and the next query gets a new connection', async () => {
    await database.ping();
    const client = admin();
    await client.connect();
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    await client.end();

    await vi.waitFor(() => expect(reported.length).toBeGreaterThan(0));
    expect(reported[0]!.message).toMatch(/terminating connection/);
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
