import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PreparedPGlite } from './prepared-pglite';
import * as schema from './schema';

/** The key of the PostgreSQL advisory lock under which an instance migrates: the same number in every instance. */
const MIGRATION_LOCK_KEY = 4_206_917_301;

/** The drizzle-kit migrations, applied in order by `openDatabase`. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The one database type repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's use now (metrics); PGlite has one connection in the process and no pool. */
  pool?(): { total: number; idle: number; waiting: number };
};

/**
 * Where the database lives: a PostgreSQL URL, a PGlite folder, or PGlite in memory, which may start
 * from a dumped data folder (`loadDataDir`, a tarball from PGlite's `dumpDataDir`) instead of an
 * empty cluster: opening a migrated dump costs a fraction of creating and migrating a new one.
 */
export type DatabaseTarget = { url: string } | { pgliteDir: string } | { memory: true; loadDataDir?: Blob };

/** Where a connection that fails while idle is reported (a server restart, an administrator). */
export type IdleConnectionErrorHandler = (error: Error) => void;

const reportToStderr: IdleConnectionErrorHandler = (error) => {
  console.error(`database connection lost while idle: ${error.message}`);
};

/**
 * Opens the database and brings its schema up to date with the drizzle-kit migrations. A pooled
 * connection that the server drops while idle is reported and replaced on next use, never fatal.
 * Only the driver in use is loaded: the other one would add about a tenth of a second to start.
 */
export async function openDatabase(
  target: DatabaseTarget,
  onIdleConnectionError: IdleConnectionErrorHandler = reportToStderr,
): Promise<DatabaseHandle> {
  if ('url' in target) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on('error', onIdleConnectionError);
    const db = drizzlePg(pool, { schema });
    // Instances started together would run the same migrations at once and fail on each other's
    // tables: one at a time migrates, under a session advisory lock; the others find it done
    // (docs/rules/operations.md#migrations).
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const [{ PreparedPGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('./prepared-pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client: PreparedPGlite;
  if ('pgliteDir' in target) {
    fs.mkdirSync(path.dirname(target.pgliteDir), { recursive: true });
    client = new PreparedPGlite(target.pgliteDir);
  } else {
    client = new PreparedPGlite(target.loadDataDir ? { loadDataDir: target.loadDataDir } : undefined);
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
