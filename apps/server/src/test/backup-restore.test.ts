import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../db/client';
import { attendeeAccount } from '../modules/attendee-auth/attendee-test-support';
import { eventsClient } from '../modules/events/events-test-support';
import { bearer, signIn, signedInUser } from './accounts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import type { TestApp } from './test-app';

const run = promisify(execFile);
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** The app as `npm start` builds it, on this database and data folder. */
async function appOn(target: DatabaseTarget, dataDir: string): Promise<TestApp> {
  const database = await openDatabase(target);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...('url' in target ? { DATABASE_URL: target.url } : {}) });
  const app = await buildApp({ config, database, now: () => new Date() });
  await app.ready();
  return {
    app,
    config,
    database,
    dbKind: database.kind,
    dataDir,
    advanceClock: () => undefined,
    drainJobs: () => app.services.jobs.drain(),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** How many rows each table of the app holds: a restore must bring back every one. */
async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = (await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as {
    rows: { table_name: string }[];
  };
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await database.db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`)) as unknown as { rows: { count: number }[] };
    counts[table] = result.rows[0]!.count;
  }
  return counts;
}

/** An organiser with an event and an attendee account in it: what a restore must bring back. */
async function someRecords(t: TestApp) {
  const organiser = await signedInUser(t);
  const eventId = await eventsClient(t, organiser.token).create();
  await attendeeAccount(t, eventId, { firstName: 'Ada', lastName: 'Quist' });
  return { organiser, eventId, counts: await rowCounts(t.database) };
}

/** The restored app knows the organiser's password and shows the event. */
async function expectRestored(t: TestApp, records: Awaited<ReturnType<typeof someRecords>>) {
  expect(await rowCounts(t.database)).toEqual(records.counts);
  const token = await signIn(t, records.organiser);
  const event = await t.app.inject({ method: 'GET', url: `/api/event/${records.eventId}`, headers: bearer(token) });
  expect(event.statusCode, event.body).toBe(200);
}

const folders: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-backup-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** docs/operations.md#backups: what the backup section tells operators to do brings everything back. */
describe.skipIf(process.env.TEST_DB === 'postgres')('a copied PGlite data folder', () => {
  it('is started by the app with every record there', async () => {
    const original = folder();
    const source = await appOn({ pgliteDir: path.join(original, 'pglite') }, original);
    const records = await someRecords(source);
    await source.close();

    const copy = folder();
    fs.cpSync(original, copy, { recursive: true });
    const restored = await appOn({ pgliteDir: path.join(copy, 'pglite') }, copy);
    try {
      await expectRestored(restored, records);
    } finally {
      await restored.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(process.env.TEST_DB === 'postgres' && serverUrl && fs.existsSync(`${PG_BIN}/pg_dump`))('a PostgreSQL dump', () => {
  it('restored into an empty database is started by the app with every record there', async () => {
    const scratches: ScratchDatabase[] = [];
    try {
      const original = await createScratchDatabase(serverUrl!);
      scratches.push(original);
      const source = await appOn({ url: original.url }, folder());
      const records = await someRecords(source);
      await source.close();

      const dump = path.join(folder(), 'aula.dump');
      await run(`${PG_BIN}/pg_dump`, ['--format=custom', '--no-owner', `--file=${dump}`, `--dbname=${original.url}`]);
      const empty = await createScratchDatabase(serverUrl!);
      scratches.push(empty);
      await run(`${PG_BIN}/pg_restore`, ['--no-owner', '--exit-on-error', `--dbname=${empty.url}`, dump]);

      const restored = await appOn({ url: empty.url }, folder());
      try {
        await expectRestored(restored, records);
      } finally {
        await restored.close();
      }
    } finally {
      for (const scratch of scratches) await scratch.drop();
    }
  });
});
