import { describe, expect, it } from 'vitest';
import { ANALYTICS_ACCOUNT_SORT_KEYS, FUNNEL_STAGES, analyticsAccountsSchema, type AnalyticsAccountRow, type AnalyticsAccountSortKey } from '@aula/shared';
import { signedInUser } from '../../test/accounts';
import { analyticsTestApp, analyticsGet, seededEvent } from '../../test/analytics-seed';
import { readCsv, readXlsx } from '../../http/table-export/table-export-test-support';
import { attendeeAccount } from '../attendee-auth/attendee-test-support';

/** The Accounts screen: each account's funnel stage and activity, searched, filtered, sorted and paged, and its export. */
describe('the analytics accounts list', () => {
  const fixture = analyticsTestApp();

  const accounts = (query = '') => fixture.read('analyticsAccounts', analyticsAccountsSchema, query);

  it('lists every account by score with its stage, minutes, actions and when it was first and last seen', async () => {
    const list = await accounts();
    expect(list).toMatchObject({ page: 1, pageSize: 20, total: 4, eventTotal: 4 });
    expect(list.rows.map((row) => [row.name, row.stage, row.minutes, row.messages, row.votes, row.score])).toEqual([
      ['Ada Lovelace', 'engaged', 3, 1, 0, 3.5],
      ['Ben Bauer', 'attended', 2, 0, 0, 0.3],
      ['Cara Cole', 'invited', 0, 0, 0, 0],
      ['Dan Dahl', 'activated', 0, 0, 0, 0],
    ]);
    expect(list.rows[0]).toMatchObject({ accountId: fixture.seeded.accounts.ada, role: 'attendee', sessions: 1 });
    expect(list.rows[2]).toMatchObject({ firstSeen: null, lastSeen: null });
  });

  it('searches, filters by stage, sorts by name and counts only the day asked', async () => {
    expect((await accounts('?q=bau')).rows.map((row) => row.name)).toEqual(['Ben Bauer']);
    expect((await accounts('?stage=activated')).rows.map((row) => row.name)).toEqual(['Dan Dahl']);
    expect((await accounts('?sort=name&dir=desc')).rows.map((row) => row.name)).toEqual(['Dan Dahl', 'Cara Cole', 'Ben Bauer', 'Ada Lovelace']);
    // On the second day Ada was present but wrote nothing (her chat message was on the first): she attended, and her score is that day's.
    const secondDay = await accounts('?day=2026-12-04&stage=attended');
    expect(secondDay).toMatchObject({ total: 1, eventTotal: 4 });
    expect(secondDay.rows.map((row) => [row.name, row.minutes, row.messages, row.sessions, row.score])).toEqual([['Ada Lovelace', 1, 0, 0, 0.1]]);
    const firstDay = await accounts('?day=2026-12-03&stage=engaged');
    expect(firstDay.rows.map((row) => [row.name, row.minutes, row.messages, row.sessions])).toEqual([['Ada Lovelace', 2, 1, 1]]);
    // Ben was present only on the first day: on the second he signed in but never attended.
    expect((await accounts('?day=2026-12-04&stage=activated')).rows.map((row) => row.name)).toEqual(['Ben Bauer', 'Dan Dahl']);
  });

  it('exports every row of the list under its filters, in English and German', async () => {
    const csv = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsExport/${fixture.seeded.eventId}/accounts/csv?stage=engaged`);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = readCsv(csv.rawPayload, 'en');
    expect(header).toEqual([
      'Name',
      'E-mail',
      'Role',
      'Stage',
      'First seen (UTC +02:00)',
      'Last seen (UTC +02:00)',
      'Present minutes',
      'Sessions',
      'Messages',
      'Questions',
      'Votes',
      'Score',
    ]);
    expect(rows.map((row) => [row[0], row[2], row[3], row[6], row[11]])).toEqual([['Ada Lovelace', 'Attendee', 'Engaged', '3', '3.5']]);

    const xlsx = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsExport/${fixture.seeded.eventId}/accounts/xlsx?sort=name&dir=asc`, 'de');
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet[0]!.slice(0, 4)).toEqual(['Name', 'E-Mail', 'Rolle', 'Stufe']);
    expect(sheet.slice(1).map((row) => [row[0], row[3], row[11]])).toEqual([
      ['Ada Lovelace', 'Engagiert', 3.5],
      ['Ben Bauer', 'Teilgenommen', 0.3],
      ['Cara Cole', 'Eingeladen', 0],
      ['Dan Dahl', 'Aktiviert', 0],
    ]);
  });

  it('orders every column by the figures it shows, names without case or accents, ties by name', async () => {
    const other = await seededEvent(fixture.t);
    await attendeeAccount(fixture.t, other.eventId, { firstName: 'émile', lastName: 'Zola' });
    await attendeeAccount(fixture.t, other.eventId, { firstName: 'Ümit', lastName: 'Acar' });
    const list = async (query: string) => {
      const res = await analyticsGet(fixture.t, other.organiser.token, `/analyticsAccounts/${other.eventId}${query}`);
      expect(res.statusCode).toBe(200);
      return analyticsAccountsSchema.parse((res.json() as { data: unknown }).data).rows;
    };
    expect((await list('?sort=name&dir=asc')).map((row) => row.name)).toEqual(['Ada Lovelace', 'Ben Bauer', 'Cara Cole', 'Dan Dahl', 'émile Zola', 'Ümit Acar']);
    const shown = (row: AnalyticsAccountRow, key: AnalyticsAccountSortKey) => {
      if (key === 'stage') return FUNNEL_STAGES.indexOf(row.stage);
      if (key === 'name') return row.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (key === 'firstSeen' || key === 'lastSeen') return row[key] ?? '';
      return row[key];
    };
    for (const key of ANALYTICS_ACCOUNT_SORT_KEYS) {
      for (const dir of ['asc', 'desc'] as const) {
        const values = (await list(`?sort=${key}&dir=${dir}`)).map((row) => shown(row, key));
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0) * (dir === 'asc' ? 1 : -1));
        expect(values, `${key} ${dir}`).toEqual(sorted);
      }
    }
    expect((await list('?sort=score&dir=desc')).map((row) => row.name)).toEqual(['Ada Lovelace', 'Ben Bauer', 'Cara Cole', 'Dan Dahl', 'émile Zola', 'Ümit Acar']);
  });

  it("answers another company's event as a missing one", async () => {
    const stranger = await signedInUser(fixture.t);
    expect((await analyticsGet(fixture.t, stranger.token, `/analyticsAccounts/${fixture.seeded.eventId}`)).statusCode).toBe(404);
    expect((await analyticsGet(fixture.t, stranger.token, `/analyticsExport/${fixture.seeded.eventId}/accounts/csv`)).statusCode).toBe(404);
  });
});
