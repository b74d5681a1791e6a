import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTH_LEAD_CONSENT_VERSION } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { attendeesClient } from '../attendees/attendees-test-support';
import { roomsClient } from '../rooms/rooms-test-support';

/** docs/rules/venue.md#booth-leads: attendees leave, update and withdraw their contact at a booth of their own event; organisers read and export them. */
describe('booth leads', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let booth: number;
  let hiddenBooth: number;
  let lounge: number;
  let otherBooth: number;
  let ada: TestAttendee;
  let ben: TestAttendee;
  let stranger: TestAttendee;

  beforeAll(async () => {
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, RATE_LIMIT_PER_ACCOUNT: '1000' });
    organiser = await signedInUser(t);
    const rooms = roomsClient(t, organiser.token);
    event = await publishedEvent(t, organiser.token);
    const otherEvent = await publishedEvent(t, organiser.token);
    booth = await rooms.createRoom(event.eventId, { type: 'expo', nameEn: 'Acme Stand' });
    hiddenBooth = await rooms.createRoom(event.eventId, { type: 'expo', visible: false });
    lounge = await rooms.createRoom(event.eventId);
    otherBooth = await rooms.createRoom(otherEvent.eventId, { type: 'expo' });
    ada = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist', company: 'Northwind', jobTitle: 'Curator' });
    ben = await signedInAttendee(t, event, { firstName: '=Ben', lastName: 'Adler' });
    stranger = await signedInAttendee(t, otherEvent, { firstName: 'Sam', lastName: 'Stranger' });
  });
  afterAll(() => t.close());

  const venue = (who: TestAttendee, method: 'GET' | 'POST' | 'DELETE', roomId: number, payload?: object) =>
    t.app.inject({ method, url: `/api/venue/booths/${roomId}/lead`, headers: bearer(who.token), ...(payload && { payload }) });
  const leads = (roomId = booth, eventId = event.eventId, token = organiser.token) =>
    t.app.inject({ method: 'GET', url: `/api/boothLeads/${eventId}/${roomId}`, headers: bearer(token) });

  it('leaves a contact only with consent, records the consent version and time, and shows it to the organisers', async () => {
    expect((await venue(ada, 'GET', booth)).json().data).toBeNull();
    const refused = await venue(ada, 'POST', booth, { message: 'Call me', consent: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ consent: 'validation.booth_lead_consent' });
    expect((await leads()).json().data).toEqual([]);

    const saved = await venue(ada, 'POST', booth, { message: '  Call me about maps  ', consent: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ message: 'Call me about maps', consentVersion: BOOTH_LEAD_CONSENT_VERSION, consentedMs: expect.any(Number) });
    expect((await venue(ada, 'GET', booth)).json().data.message).toBe('Call me about maps');
    const list = await leads();
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        accountId: ada.accountId,
        firstName: 'Ada',
        lastName: 'Quist',
        email: ada.email,
        company: 'Northwind',
        jobTitle: 'Curator',
        message: 'Call me about maps',
        consentVersion: BOOTH_LEAD_CONSENT_VERSION,
        consentedAt: new Date(saved.json().data.consentedMs).toISOString(),
      },
    ]);
  });

  it('keeps one lead per attendee and booth: a second save updates it, a withdrawal deletes it', async () => {
    await venue(ben, 'POST', booth, { message: 'first', consent: true });
    await venue(ben, 'POST', booth, { message: 'second', consent: true });
    const bens = (await leads()).json().data.filter((lead: { accountId: number }) => lead.accountId === ben.accountId);
    expect(bens.map((lead: { message: string }) => lead.message)).toEqual(['second']);
    expect((await venue(ben, 'DELETE', booth)).statusCode).toBe(200);
    expect((await venue(ben, 'GET', booth)).json().data).toBeNull();
    expect((await leads()).json().data.map((lead: { accountId: number }) => lead.accountId)).toEqual([ada.accountId]);
  });

  it("answers 404 for a hidden booth, a room that is no booth and another event's booth, and changes nothing", async () => {
    for (const roomId of [hiddenBooth, lounge, otherBooth, 987654]) {
      expect((await venue(ada, 'POST', roomId, { consent: true })).statusCode, String(roomId)).toBe(404);
      expect((await venue(ada, 'GET', roomId)).statusCode, String(roomId)).toBe(404);
    }
    expect((await venue(stranger, 'POST', booth, { consent: true })).statusCode).toBe(404);
    expect((await leads()).json().data).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/venue/booths/${booth}/lead`, headers: bearer(organiser.token) })).statusCode).toBe(401);
    const otherOrganiser = await signedInUser(t);
    expect((await leads(booth, event.eventId, otherOrganiser.token)).statusCode).toBe(404);
    expect((await leads(lounge)).statusCode).toBe(404);
  });

  it('exports the leads as a CSV file in the caller\'s language, safe to open in a spreadsheet', async () => {
    await venue(ben, 'POST', booth, { message: '=HYPERLINK("x")', consent: true });
    const res = await t.app.inject({ method: 'GET', url: `/api/boothLeads/${event.eventId}/${booth}/csv`, headers: { ...bearer(organiser.token), 'accept-language': 'de' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('acme-stand-leads.csv');
    expect(res.body).toContain('Vorname');
    expect(res.body).toContain('Einwilligung erteilt');
    expect(res.body).toContain('Ada');
    expect(res.body).not.toMatch(/(^|[;,])=Ben/m);
    expect(res.body).not.toMatch(/(^|[;,])"?=HYPERLINK/m);
  });

  it('limits how often an attendee changes their leads', async () => {
    const app = await createTestApp(ATTENDEE_TEST_ENV);
    try {
      const owner = await signedInUser(app);
      const own = await publishedEvent(app, owner.token);
      const stand = await roomsClient(app, owner.token).createRoom(own.eventId, { type: 'expo' });
      const eve = await signedInAttendee(app, own);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        statuses.push((await app.app.inject({ method: 'POST', url: `/api/venue/booths/${stand}/lead`, headers: bearer(eve.token), payload: { consent: true } })).statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await app.close();
    }
  });

  it("puts the leads into the account's personal data and deletes them with its erasure", async () => {
    const data = await t.app.inject({ method: 'GET', url: '/api/venue/me/data', headers: bearer(ada.token) });
    expect(JSON.parse(data.body).boothLeads).toEqual([
      { roomId: booth, booth: 'Acme Stand', message: 'Call me about maps', consentVersion: BOOTH_LEAD_CONSENT_VERSION, consentedAt: expect.any(String) },
    ]);
    expect((await attendeesClient(t, organiser.token).erase(event.eventId, ada.accountId)).statusCode).toBe(200);
    expect((await leads()).json().data.map((lead: { accountId: number }) => lead.accountId)).not.toContain(ada.accountId);
  });
});
