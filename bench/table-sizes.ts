// The analytics tables' sizes on PostgreSQL (pg_total_relation_size: heap, indexes and TOAST), with
// their rows and bytes per million rows: what docs/analytics-growth.md plans storage with.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';

export type TableSize = { table: string; rows: number; totalMiB: number; indexesMiB: number; mibPerMillionRows: number | null };

const MIB = 1024 * 1024;
const round = (value: number) => Math.round(value * 10) / 10;

export async function tableSizes(db: Database): Promise<TableSize[]> {
  const result = await db.execute(sql`
    select c.relname as table, pg_total_relation_size(c.oid) as total, pg_indexes_size(c.oid) as indexes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relname like 'analytics%'
    order by pg_total_relation_size(c.oid) desc`);
  const sizes = (result as unknown as { rows: Array<{ table: string; total: string; indexes: string }> }).rows;
  const tables: TableSize[] = [];
  for (const { table, total, indexes } of sizes) {
    // Exact counts: the sizes per row are what the growth plan multiplies.
    const counted = await db.execute(sql`select count(*)::int as rows from ${sql.identifier(table)}`);
    const rows = (counted as unknown as { rows: Array<{ rows: number }> }).rows[0]!.rows;
    tables.push({
      table,
      rows,
      totalMiB: round(Number(total) / MIB),
      indexesMiB: round(Number(indexes) / MIB),
      mibPerMillionRows: rows === 0 ? null : round(Number(total) / MIB / (rows / 1_000_000)),
    });
  }
  return tables;
}
