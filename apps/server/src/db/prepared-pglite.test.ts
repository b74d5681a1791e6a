import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedPGlite } from './prepared-pglite';

class TwoStatementPGlite extends PreparedPGlite {
  protected override readonly statementCacheSize = 2;
}

// PGlite only: the PostgreSQL run has nothing to add here.
describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite with prepared statements', () => {
  let plain: PGlite;
  let prepared: PreparedPGlite;

  beforeAll(async () => {
    plain = new PGlite();
    prepared = new TwoStatementPGlite();
    for (const db of [plain, prepared]) {
      await db.exec(`create table notes (id serial primary key, body text not null unique, at timestamptz, tags text[])`);
      await db.query('insert into notes (body, at, tags) values ($1, $2, $3), ($4, null, null)', [
        'first',
        new Date('2026-03-01T12:00:00Z'),
        ['a', 'b'],
        'second',
      ]);
    }
  }, 180_000);
  afterAll(async () => {
    await plain.close();
    await prepared.close();
  });

  const queries: [string, unknown[], { rowMode?: 'array' | 'object' }?][] = [
    ['select * from notes where id > $1 order by id', [0]],
    ['select body, at, tags from notes where body = $1 and ($2::timestamptz is null or at < $2)', ['first', new Date('2027-01-01T00:00:00Z')]],
    ['select count(*) as n, max(at) as latest from notes where tags is null or $1 = any(tags)', ['b'], { rowMode: 'array' }],
    ['select id from notes where body = $1', [null]],
  ];

  it('answers every query, run again and again, exactly as plain PGlite', async () => {
    // Each text twice in a row reuses its statement; four texts through a cache of two evict.
    for (let round = 0; round < 2; round++) {
      for (const [text, params, options] of queries) {
        for (let repeat = 0; repeat < 2; repeat++) {
          const expected = await plain.query(text, params, options);
          const actual = await prepared.query(text, params, options);
          expect(actual.rows).toEqual(expected.rows);
          expect(actual.fields).toEqual(expected.fields);
        }
      }
    }
  });

  it('reports a failing statement and keeps working, inside transactions too', async () => {
    await expect(prepared.query('insert into notes (body) values ($1)', ['first'])).rejects.toThrow(/duplicate key/);
    const inserted = await prepared.query<{ id: number }>('insert into notes (body) values ($1) returning id', ['third']);
    expect(inserted.rows).toHaveLength(1);

    await prepared.transaction(async (tx) => {
      await tx.query('update notes set body = $1 where body = $2', ['third, edited', 'third']);
      expect((await tx.query('select body from notes where id = $1', [inserted.rows[0]!.id])).rows).toEqual([{ body: 'third, edited' }]);
    });
    expect((await prepared.query('select body from notes where id = $1', [inserted.rows[0]!.id])).rows).toEqual([{ body: 'third, edited' }]);
  });

  it('follows a change of a table its statements read', async () => {
    const text = 'select * from notes where body = $1';
    expect(Object.keys((await prepared.query<object>(text, ['first'])).rows[0]!)).not.toContain('pinned');
    await prepared.exec('alter table notes add column pinned boolean not null default false');
    expect((await prepared.query<{ pinned: boolean }>(text, ['first'])).rows[0]!.pinned).toBe(false);
  });
});
