import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase } from '../db/client';
import { PreparedPGlite } from '../db/prepared-pglite';
import * as schema from '../db/schema';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

/**
 * Creating and migrating a database costs seconds of CPU (PGlite runs initdb in WASM), and every
 * API test file needs a fresh one. The run migrates once and each file starts from a copy:
 * PGlite from a dumped data folder, PostgreSQL from a template database.
 */
export type MigratedDatabase = { pgliteDump?: string; postgresTemplate?: string; remove(): Promise<void> };

/** Migrates an empty in-memory PGlite and writes its data folder to a tarball for the run. */
export async function dumpMigratedPglite(): Promise<MigratedDatabase> {
  const client = new PreparedPGlite();
  await migrate(drizzle({ client, schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-pglite-dump-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { pgliteDump: file, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Creates and migrates a database on the server that later files copy as their template. */
export async function migratePostgresTemplate(serverUrl: string): Promise<MigratedDatabase> {
  const template: ScratchDatabase = await createScratchDatabase(serverUrl);
  const handle = await openDatabase({ url: template.url });
  // A template must have no open connection while it is copied.
  await handle.close();
  return { postgresTemplate: new URL(template.url).pathname.slice(1), remove: template.drop };
}
