import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { leasePglite } from './reused-pglite';

const addCompany = async (handle: DatabaseHandle) => {
  const result = (await handle.db.execute(sql`insert into companies (name) values ('Kept Ltd') returning id`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows[0]!.id;
};

const countCompanies = async (handle: DatabaseHandle) => {
  const result = (await handle.db.execute(sql`select count(*)::int as count from companies`)) as unknown as { rows: { count: number }[] };
  return result.rows[0]!.count;
};

// The PostgreSQL project has no migrated PGlite dump to copy, so each PGlite here would be migrated anew; what is
// tested is how the PGlite project hands out its databases.
describe.skipIf(process.env.TEST_DB === 'postgres')('a PGlite kept by the worker between test apps', () => {
  it('comes back empty, its ids starting again, its session reset', async () => {
    const first = await leasePglite();
    expect(await addCompany(first.handle)).toBe(1);
    expect(await addCompany(first.handle)).toBe(2);
    await first.handle.db.execute(sql`set time zone 'Pacific/Chatham'`);
    await first.release();

    const second = await leasePglite();
    expect(second.handle).toBe(first.handle);
    expect(await countCompanies(second.handle)).toBe(0);
    expect(await addCompany(second.handle)).toBe(1);
    const zone = (await second.handle.db.execute(sql`show time zone`)) as unknown as { rows: { TimeZone: string }[] };
    expect(zone.rows[0]!.TimeZone).not.toBe('Pacific/Chatham');
    await second.release();
  });

  it('is not handed out again once a test has changed its schema', async () => {
    const changed = await leasePglite();
    await changed.handle.db.execute(sql`alter table companies add constraint kept_probe check (name <> 'x')`);
    await changed.release();

    const next = await leasePglite();
    expect(next.handle).not.toBe(changed.handle);
    const constraints = (await next.handle.db.execute(
      sql`select count(*)::int as count from pg_constraint where conname = 'kept_probe'`,
    )) as unknown as { rows: { count: number }[] };
    expect(constraints.rows[0]!.count).toBe(0);
    await next.release();
  });

  it('is not handed out again once a test has closed it', async () => {
    const closed = await leasePglite();
    await closed.handle.close();
    await closed.release();

    const next = await leasePglite();
    expect(next.handle).not.toBe(closed.handle);
    expect(await countCompanies(next.handle)).toBe(0);
    await next.release();
  });
});
