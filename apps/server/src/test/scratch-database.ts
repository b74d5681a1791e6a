import crypto from 'node:crypto';
import pg from 'pg';

/** A throwaway database on a PostgreSQL server: its URL, and how to drop it (even while in use). */
export type ScratchDatabase = { url: string; drop(): Promise<void> };

async function run(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database with a random name on the server of `serverUrl` (a test's TEST_DATABASE_URL),
 * empty or, with `template`, as a copy of that database (one migrated once for the whole run).
 */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `aula_test_${crypto.randomBytes(6).toString('hex')}`;
  await run(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
