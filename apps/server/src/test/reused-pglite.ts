import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * Opening a PGlite from the run's migrated dump costs about a second of CPU (the WASM database
 * starts and unpacks a 40 MB data folder), and nearly every API test file needs one. The files of a
 * worker share its loaded modules (docs/testing.md), so a worker keeps the databases its files have
 * finished with and hands one out again emptied: every table truncated, every sequence restarted,
 * the session's settings, locks and listeners reset. A database whose schema a test changed, or
 * that a test closed, is not handed out again.
 */
export type LeasedDatabase = { handle: DatabaseHandle; release(): Promise<void> };

type Kept = { handle: DatabaseHandle; schema: string };

/** More than one is open at a time only while a file runs two apps side by side. */
const MAX_KEPT = 2;
const kept: Kept[] = [];

/** Everything a test could change about the schema (tables, columns, constraints, defaults, indexes, triggers, functions), as one hash. */
const SCHEMA_FINGERPRINT = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
    select format('%s.%s:%s', n.nspname, c.relname, c.relkind) as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
    union all
    select format('%s.%s:%s:%s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull)
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where a.attnum > 0 and not a.attisdropped
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
    union all
    select format('%s.%s:%s', d.adrelid::regclass, d.adnum, pg_get_expr(d.adbin, d.adrelid)) from pg_attrdef d
    union all
    select format('%s:%s:%s', conrelid::regclass, conname, pg_get_constraintdef(oid)) from pg_constraint
      where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select pg_get_indexdef(indexrelid) from pg_index i join pg_class c on c.oid = i.indrelid
      where c.relnamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
        and c.relnamespace::regnamespace::text not like 'pg_toast%'
    union all
    select format('%s:%s', tgrelid::regclass, tgname) from pg_trigger where not tgisinternal
    union all
    select format('%s:%s', pronamespace::regnamespace, proname) from pg_proc
      where pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  ) items`;

/** The app's tables: all but the system's and the migrator's own record of applied migrations. */
const APP_TABLES = `
  select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`;

const APP_SEQUENCES = `
  select format('%I.%I', schemaname, sequencename) as name, start_value from pg_sequences
  where schemaname <> 'drizzle'`;

async function rows<T>(handle: DatabaseHandle, query: string): Promise<T[]> {
  // Both drivers answer with `rows`; Drizzle's type for a raw query leaves the result open.
  const result = (await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

async function schemaOf(handle: DatabaseHandle): Promise<string> {
  const [row] = await rows<{ fingerprint: string }>(handle, SCHEMA_FINGERPRINT);
  return row!.fingerprint;
}

async function empty(handle: DatabaseHandle): Promise<void> {
  const tables = await rows<{ name: string }>(handle, APP_TABLES);
  if (tables.length > 0) await handle.db.execute(sql.raw(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`));
  for (const sequence of await rows<{ name: string; start_value: string }>(handle, APP_SEQUENCES)) {
    await handle.db.execute(sql`select setval(${sequence.name}::regclass, ${sequence.start_value}::bigint, false)`);
  }
  await handle.db.execute(sql.raw('reset all'));
  await handle.db.execute(sql.raw('unlisten *'));
  await handle.db.execute(sql.raw('select pg_advisory_unlock_all()'));
}

async function openFromDump(): Promise<DatabaseHandle> {
  const dump = inject('pgliteDump');
  const loadDataDir = dump ? new Blob([fs.readFileSync(dump)]) : undefined;
  return openDatabase({ memory: true, loadDataDir });
}

/** An empty, migrated PGlite for one test app; `release` gives it back to the worker or closes it. */
export async function leasePglite(): Promise<LeasedDatabase> {
  let entry: Kept | undefined;
  while (!entry && kept.length > 0) {
    const candidate = kept.pop()!;
    try {
      await empty(candidate.handle);
      entry = candidate;
    } catch {
      await candidate.handle.close().catch(() => {});
    }
  }
  if (!entry) {
    const handle = await openFromDump();
    entry = { handle, schema: await schemaOf(handle) };
  }
  const leased = entry;
  let released = false;
  return {
    handle: leased.handle,
    release: async () => {
      if (released) return;
      released = true;
      const unchanged = kept.length < MAX_KEPT && (await schemaOf(leased.handle).then((schema) => schema === leased.schema, () => false));
      if (unchanged) kept.push(leased);
      else await leased.handle.close().catch(() => {});
    },
  };
}
