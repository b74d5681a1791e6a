import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database';
import { migrationsFolder, openDatabase } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

// Several instances share one PostgreSQL; PGlite belongs to one process and has no such race.
describe.runIf(process.env.TEST_DB === 'postgres' && serverUrl)('instances started together on an empty PostgreSQL database', () => {
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
  });
  afterAll(async () => {
    await scratch.drop();
  });

  it('all come up, the migrations applied once under the advisory lock (docs/rules/operations.md#migrations)', async () => {
    const opened = await Promise.allSettled([0, 1, 2].map(() => openDatabase({ url: scratch.url })));
    const handles = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up', 'up']);
      for (const handle of handles) await handle.ping();
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const { rows } = await client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
      await client.end();
      const files = fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
      expect(Number(rows[0]!.count)).toBe(files.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
