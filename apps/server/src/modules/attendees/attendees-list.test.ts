import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { ATTENDEES_TEST_ENV, attendeesClient, markAccount, type AttendeesClient } from './attendees-test-support';

type Person = { firstName: string; lastName: string; email: string; company: string; role: string; groups: string[] };

const PEOPLE: Person[] = [
  { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@alpha.example', company: 'Alpha GmbH', role: 'speaker', groups: ['VIP'] },
  { firstName: 'Ben', lastName: 'Brühl', email: 'ben@beta.example', company: 'Beta AG', role: 'attendee', groups: ['Press'] },
  { firstName: 'Clara', lastName: 'Adler', email: 'clara@alpha.example', company: 'Alpha GmbH', role: 'moderator', groups: ['VIP', 'Press'] },
  { firstName: 'David', lastName: 'adams', email: 'david@gamma.example', company: '100% Gamma_Labs', role: 'exhibitor', groups: [] },
  { firstName: 'Eva', lastName: 'Zimmer', email: 'eva@beta.example', company: 'Beta AG', role: 'attendee', groups: ['vip'] },
];

const namesOf = (rows: { firstName: string }[]) => rows.map((row) => row.firstName);

describe('the accounts list: search, filters, sort and pages', () => {
  let t: TestApp;
  let api: AttendeesClient;
  let eventId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(ATTENDEES_TEST_ENV);
    api = attendeesClient(t, (await signedInUser(t)).token);
    eventId = await api.create();
    for (const person of PEOPLE) ids[person.firstName] = (await api.createAccount(eventId, person)).id;
    await markAccount(t, ids.Anna!, { invitedAt: new Date('2030-01-01T10:00:00Z'), firstSignedInAt: new Date('2030-01-02T10:00:00Z') });
    await markAccount(t, ids.Ben!, { invitedAt: new Date('2030-01-01T10:00:00Z') });
    await markAccount(t, ids.Clara!, { invitedAt: new Date('2030-01-01T10:00:00Z') });
  });
  afterAll(() => t.close());

  it('answers the first page by last name, with the totals', async () => {
    const page = await api.page(eventId);
    expect(namesOf(page.rows)).toEqual(['David', 'Clara', 'Ben', 'Anna', 'Eva']);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5, eventTotal: 5 });
    expect(page.rows.find((row) => row.firstName === 'Anna')!.status).toBe('signed_in');
    expect(page.rows.find((row) => row.firstName === 'Ben')!.status).toBe('invited');
  });

  it('searches name, e-mail and company, ignoring case, with % and _ as plain characters', async () => {
    const search = async (q: string) => namesOf((await api.page(eventId, `q=${encodeURIComponent(q)}`)).rows);
    expect(await search('ALPHA')).toEqual(['Clara', 'Anna']);
    expect(await search('anna schmidt')).toEqual(['Anna']);
    expect(await search('BRÜHL')).toEqual(['Ben']);
    expect(await search('eva@beta')).toEqual(['Eva']);
    expect(await search('100%')).toEqual(['David']);
    expect(await search('_')).toEqual(['David']);
    expect(await search('%')).toEqual(['David']);
    expect(await search('  ')).toHaveLength(5);
    const none = await api.page(eventId, 'q=nobody');
    expect(none).toMatchObject({ rows: [], total: 0, eventTotal: 5, page: 1 });
  });

  it('filters by role, status and group, also together', async () => {
    const names = async (query: string) => namesOf((await api.page(eventId, query)).rows);
    expect(await names('role=attendee')).toEqual(['Ben', 'Eva']);
    expect(await names('status=not_invited')).toEqual(['David', 'Eva']);
    expect(await names('status=invited')).toEqual(['Clara', 'Ben']);
    expect(await names('status=signed_in')).toEqual(['Anna']);
    expect(await names('group=VIP')).toEqual(['Clara', 'Anna']);
    expect(await names('group=vip')).toEqual(['Eva']);
    expect(await names('group=Press&status=invited&role=moderator')).toEqual(['Clara']);
    expect(await names('role=&status=&group=&q=')).toHaveLength(5);
  });

  it('sorts by each column in both directions', async () => {
    const sorted = async (sort: string, dir: string) => namesOf((await api.page(eventId, `sort=${sort}&dir=${dir}`)).rows);
    expect(await sorted('name', 'desc')).toEqual(['Eva', 'Anna', 'Ben', 'Clara', 'David']);
    expect(await sorted('email', 'asc')).toEqual(['Anna', 'Ben', 'Clara', 'David', 'Eva']);
    expect(await sorted('role', 'asc')).toEqual(['Ben', 'Eva', 'David', 'Clara', 'Anna']);
    expect(await sorted('status', 'asc')).toEqual(['David', 'Eva', 'Clara', 'Ben', 'Anna']);
    expect(await sorted('status', 'desc')).toEqual(['Anna', 'Ben', 'Clara', 'Eva', 'David']);
    expect(await sorted('created', 'asc')).toEqual(['Anna', 'Ben', 'Clara', 'David', 'Eva']);
    expect(await sorted('created', 'desc')).toEqual(['Eva', 'David', 'Clara', 'Ben', 'Anna']);
  });

  it('refuses unknown parameters and values', async () => {
    for (const query of ['sort=company', 'dir=up', 'role=keynote', 'status=online', 'page=0', 'page=abc', 'colour=red', `q=${'x'.repeat(151)}`]) {
      const res = await api.list(eventId, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('validation_failed');
    }
  });
});

describe('the accounts list: pages of 20', () => {
  let t: TestApp;
  let api: AttendeesClient;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEES_TEST_ENV);
    api = attendeesClient(t, (await signedInUser(t)).token);
    eventId = await api.create();
    for (let i = 0; i < 45; i++) {
      const number = String(i).padStart(2, '0');
      await api.createAccount(eventId, { lastName: `Person ${number}`, email: `person-${number}@example.com`, role: i % 3 === 0 ? 'speaker' : 'attendee' });
    }
  });
  afterAll(() => t.close());

  it('answers 20 rows a page without overlaps, and the last page for a page beyond the end', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => api.page(eventId, `page=${page}`)));
    expect(pages.map((page) => page.rows.length)).toEqual([20, 20, 5]);
    const all = pages.flatMap((page) => page.rows.map((row) => row.lastName));
    expect(new Set(all).size).toBe(45);
    expect(all[0]).toBe('Person 00');
    expect(all.at(-1)).toBe('Person 44');
    const beyond = await api.page(eventId, 'page=9');
    expect(beyond.page).toBe(3);
    expect(beyond.rows).toHaveLength(5);
  });

  it('counts what the filter matches across pages', async () => {
    const speakers = await api.page(eventId, 'role=speaker&page=1');
    expect(speakers).toMatchObject({ total: 15, eventTotal: 45 });
    expect(speakers.rows).toHaveLength(15);
  });

  it('answers an empty first page for an event without accounts', async () => {
    const empty = await api.create({ name: 'Empty Summit' });
    expect(await api.page(empty)).toEqual({ rows: [], page: 1, pageSize: 20, total: 0, eventTotal: 0 });
  });
});
