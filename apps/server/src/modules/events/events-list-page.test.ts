import { addDays, eventStatus, eventTimeTab, todayInZone, type EventListPage } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENTS_TEST_ENV, eventsClient, type EventsClient } from './events-test-support';
import { namesOf, storeListEvents, type ListEvent } from './list-test-support';

const day = (days: number) => addDays(todayInZone(Date.now(), 0), days);
const two = (n: number) => String(n).padStart(2, '0');

/** 30 upcoming, 5 current and 10 past events, days away from now so the test's clock never crosses a boundary. */
const OURS: ListEvent[] = [
  ...Array.from({ length: 30 }, (_, i) => ({
    name: `Upcoming ${two(i + 1)}`,
    location: i === 6 ? 'Lübeck Congress Hall' : 'Online',
    startDate: day(10 + i),
    endDate: day(10 + i),
  })),
  ...Array.from({ length: 5 }, (_, i) => ({ name: `Current ${i + 1}`, startDate: day(-1), endDate: day(1) })),
  ...Array.from({ length: 10 }, (_, i) => ({ name: `Past ${two(i + 1)}`, startDate: day(-40 + i), endDate: day(-40 + i), closingDate: day(-40 + i + 20) })),
];

describe('GET /api/eventsPage', () => {
  let t: TestApp;
  let api: EventsClient;
  let stranger: EventsClient;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    const owner = await signedInUser(t);
    api = eventsClient(t, owner.token);
    await storeListEvents(t.database.db, owner.companyId, OURS);
    const other = await signedInUser(t);
    stranger = eventsClient(t, other.token);
    await storeListEvents(t.database.db, other.companyId, [
      { name: 'Upcoming Secret', location: 'Lübeck', startDate: day(12), endDate: day(12), code: 'SEC234' },
    ]);
  });
  afterAll(() => t.close());

  const page = async (client: EventsClient, query: string): Promise<EventListPage> => {
    const res = await client.get(`/eventsPage${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as EventListPage;
  };

  it('answers 20 rows a page, latest start first, with the totals; a page beyond the end answers the last', async () => {
    const first = await page(api, '');
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 45, companyTotal: 45 });
    expect(namesOf(first).slice(0, 2)).toEqual(['Upcoming 30', 'Upcoming 29']);
    const second = await page(api, '?page=2');
    const third = await page(api, '?page=3');
    expect([first.rows.length, second.rows.length, third.rows.length]).toEqual([20, 20, 5]);
    expect(namesOf(third)).toEqual(['Past 05', 'Past 04', 'Past 03', 'Past 02', 'Past 01']);
    const all = [...first.rows, ...second.rows, ...third.rows];
    expect(new Set(all.map((row) => row.id)).size).toBe(45);
    const starts = all.map((row) => `${row.startDate}T${row.startTime}`);
    expect(starts).toEqual([...starts].sort().reverse());

    const beyond = await page(api, '?page=99');
    expect(beyond.page).toBe(3);
    expect(namesOf(beyond)).toEqual(namesOf(third));
  });

  it('answers each tab with only its events, judged at the instant it reports', async () => {
    for (const [tab, total] of [['upcoming', 30], ['current', 5], ['past', 10], ['all', 45]] as const) {
      const answer = await page(api, `?tab=${tab}`);
      expect(answer.total, tab).toBe(total);
      const now = Date.parse(answer.now);
      if (tab !== 'all') for (const row of answer.rows) expect(eventTimeTab(row, now), row.name).toBe(tab);
    }
  });

  it('searches name, location and code without regard to case', async () => {
    expect(namesOf(await page(api, `?q=${encodeURIComponent('LÜBECK')}`))).toEqual(['Upcoming 07']);
    expect(namesOf(await page(api, `?q=${encodeURIComponent(' current 3 ')}`))).toEqual(['Current 3']);
    expect((await page(api, '?q=%25')).total).toBe(0);
    expect((await page(api, '?q=upcoming&tab=past')).total).toBe(0);
  });

  it('filters by start and end ranges (the event’s own days, ends included) and by status', async () => {
    const ranged = await page(api, `?startFrom=${day(10)}&startTo=${day(12)}`);
    expect(namesOf(ranged)).toEqual(['Upcoming 03', 'Upcoming 02', 'Upcoming 01']);
    expect((await page(api, `?endFrom=${day(1)}&endTo=${day(1)}`)).total).toBe(5);
    const closed = await page(api, '?status=closed');
    expect(closed.total).toBe(10);
    for (const row of closed.rows) expect(eventStatus(row, Date.parse(closed.now))).toBe('closed');
    expect((await page(api, '?status=draft')).total).toBe(35);
    expect((await page(api, '?status=published')).total).toBe(0);
    expect((await page(api, `?status=draft&tab=upcoming&startFrom=${day(38)}&q=upcoming`)).total).toBe(2);
  });

  it('never shows another company’s events, in rows or in counts', async () => {
    expect((await page(api, '?q=secret')).total).toBe(0);
    expect((await page(api, '?status=published')).total).toBe(0);
    const theirs = await page(stranger, '');
    expect(theirs).toMatchObject({ total: 1, companyTotal: 1 });
    expect(namesOf(theirs)).toEqual(['Upcoming Secret']);
    expect(namesOf(await page(stranger, '?q=upcoming'))).toEqual(['Upcoming Secret']);
  });

  it.each([
    ['?tab=soon', 'tab'],
    ['?status=open', 'status'],
    ['?page=0', 'page'],
    ['?page=two', 'page'],
    ['?page=1.5', 'page'],
    ['?startFrom=2027-02-30', 'startFrom'],
    ['?endTo=12.03.2027', 'endTo'],
    [`?q=${'x'.repeat(201)}`, 'q'],
    ['?tab=past&tab=current', 'tab'],
    ['?sort=name', '_'],
  ])('refuses %s with the validation envelope naming %s', async (query, field) => {
    const res = await api.get(`/eventsPage${query}`);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Some fields are not valid.');
    expect(Object.keys(error.fields)).toEqual([field]);
  });

  it('says the refusal in German, and asks for a sign-in before anything else', async () => {
    const german = await t.app.inject({ method: 'GET', url: '/api/eventsPage?page=0', headers: { authorization: `Bearer ${api.token}`, 'accept-language': 'de' } });
    expect(german.json().error.message).toBe('Einige Felder sind ungültig.');
    expect((await t.app.inject({ method: 'GET', url: '/api/eventsPage?page=0' })).statusCode).toBe(401);
  });

  it('leaves GET /api/events answering the whole list', async () => {
    expect(((await api.get('/events')).json().data as unknown[]).length).toBe(45);
  });
});
