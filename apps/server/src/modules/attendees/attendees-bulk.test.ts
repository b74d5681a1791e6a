import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { makePng } from '../files/test-images';
import { ATTENDEES_TEST_ENV, attendeesClient, markAccount, type AttendeesClient } from './attendees-test-support';

const BOM = '\uFEFF';

describe('bulk delete', () => {
  let t: TestApp;
  let api: AttendeesClient;
  let eventId: number;
  let otherEventId: number;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEES_TEST_ENV);
    api = attendeesClient(t, (await signedInUser(t)).token);
    otherEventId = await api.create({ name: 'Other Summit' });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    eventId = await api.create();
    for (const [lastName, role] of [
      ['Adler', 'speaker'],
      ['Berg', 'attendee'],
      ['Claus', 'speaker'],
      ['Dorn', 'attendee'],
    ]) {
      await api.createAccount(eventId, { lastName, role });
    }
  });

  const lastNames = async (id = eventId) => (await api.page(id)).rows.map((row) => row.lastName);
  const idsOf = async (...names: string[]) => (await api.page(eventId)).rows.filter((row) => names.includes(row.lastName)).map((row) => row.id);

  it('deletes the chosen accounts and answers how many', async () => {
    const res = await api.deleteAccounts(eventId, { ids: await idsOf('Adler', 'Claus') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ deleted: 2 });
    expect(await lastNames()).toEqual(['Berg', 'Dorn']);
  });

  it('deletes everything the filter matches, and only that', async () => {
    const res = await api.deleteAccounts(eventId, { filter: { q: '', role: 'speaker' } });
    expect(res.json().data).toEqual({ deleted: 2 });
    expect(await lastNames()).toEqual(['Berg', 'Dorn']);
    const bySearch = await api.deleteAccounts(eventId, { filter: { q: 'dorn' } });
    expect(bySearch.json().data).toEqual({ deleted: 1 });
    expect(await lastNames()).toEqual(['Berg']);
  });

  it('deletes nothing when one chosen id is not an account of the event', async () => {
    const foreign = (await api.createAccount(otherEventId)).id;
    const res = await api.deleteAccounts(eventId, { ids: [...(await idsOf('Adler')), foreign] });
    expect(res.statusCode).toBe(404);
    expect(await lastNames()).toEqual(['Adler', 'Berg', 'Claus', 'Dorn']);
    expect((await api.page(otherEventId)).rows.map((row) => row.id)).toContain(foreign);
    expect((await api.deleteAccounts(eventId, { ids: [999_999] })).statusCode).toBe(404);
  });

  it('deletes the photos and tokens with the accounts', async () => {
    const [adler] = await idsOf('Adler');
    const photo = await api.setPhoto(eventId, adler!, { filename: 'a.png', content: makePng(500, 500), type: 'image/png' });
    const photoUrl = photo.json().data.photoUrl as string;
    expect((await api.deleteAccounts(eventId, { ids: [adler] })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
  });

  it('refuses a selection that is neither ids nor a filter, or both', async () => {
    for (const body of [{}, { ids: [] }, { ids: [1], filter: { q: '' } }, { filter: { q: '', colour: 'red' } }, { ids: ['x'] }]) {
      const res = await api.deleteAccounts(eventId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await lastNames()).toHaveLength(4);
  });
});

describe('CSV export', () => {
  let t: TestApp;
  let api: AttendeesClient;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEES_TEST_ENV);
    api = attendeesClient(t, (await signedInUser(t)).token);
    eventId = await api.create({ name: 'Sommer Gipfel München' });
    const jürgen = await api.createAccount(eventId, {
      firstName: 'Jürgen',
      lastName: 'Groß',
      email: 'juergen@example.com',
      company: 'Müller, Söhne & "Partner"',
      jobTitle: '=HYPERLINK("http://evil.example")',
      role: 'speaker',
      lang: 'de',
      groups: ['VIP', 'Presse'],
    });
    await markAccount(t, jürgen.id, { invitedAt: new Date('2030-03-04T05:06:07Z') });
    await api.createAccount(eventId, { firstName: 'Amy', lastName: 'Baker', email: 'amy@example.com', company: 'Baker Ltd', jobTitle: '', role: 'attendee', lang: 'en', groups: [], active: false });
  });
  afterAll(() => t.close());

  it('writes the filtered accounts in English with commas, as UTF-8 with a byte order mark', async () => {
    const res = await api.exportCsv(eventId, { filter: { q: '' } }, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sommer-gipfel-munchen-accounts.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      `${BOM}First name,Last name,E-mail,Company,Job title,Role,Language,Groups,Status,Active,Invited at (UTC),First signed in at (UTC),Created at (UTC)`,
    );
    expect(lines[1]).toMatch(/^Amy,Baker,amy@example\.com,Baker Ltd,,attendee,en,,Not invited,no,,,\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(lines[2]).toMatch(
      /^Jürgen,Groß,juergen@example\.com,"Müller, Söhne & ""Partner""","'=HYPERLINK\(""http:\/\/evil\.example""\)",speaker,de,"VIP, Presse",Invited,yes,2030-03-04 05:06,,\d{4}-/,
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('writes German headers and values with semicolons', async () => {
    const res = await api.exportCsv(eventId, { filter: { q: 'groß' } }, 'de');
    const lines = res.rawPayload.toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      `${BOM}Vorname;Nachname;E-Mail;Firma;Position;Rolle;Sprache;Gruppen;Status;Aktiv;Eingeladen am (UTC);Erste Anmeldung am (UTC);Angelegt am (UTC)`,
    );
    expect(lines[1]).toMatch(
      /^Jürgen;Groß;juergen@example\.com;"Müller, Söhne & ""Partner""";"'=HYPERLINK\(""http:\/\/evil\.example""\)";speaker;de;VIP, Presse;Eingeladen;ja;2030-03-04 05:06;;/,
    );
    expect(lines).toHaveLength(3);
  });

  it('writes only the chosen accounts, and refuses an id that is not the event\'s', async () => {
    const rows = (await api.page(eventId)).rows;
    const amy = rows.find((row) => row.firstName === 'Amy')!;
    const res = await api.exportCsv(eventId, { ids: [amy.id] });
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(res.body).toContain('amy@example.com');
    expect((await api.exportCsv(eventId, { ids: [amy.id, 999_999] })).statusCode).toBe(404);
  });

  it('writes only the header for a filter that matches nothing', async () => {
    const res = await api.exportCsv(eventId, { filter: { q: 'nobody' } });
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});
