import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendeeAccounts, events } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV } from '../events/events-test-support';
import { publishedEvent, signedInAttendee, type TestAttendee } from './attendee-test-support';

/** docs/rules/roles-and-permissions.md#attendees-and-moderators: organiser and attendee tokens are different kinds and never accepted for each other. */
describe('attendee and organiser tokens', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let attendee: TestAttendee;

  beforeAll(async () => {
    // Changes below are made behind the server's back; without the session cache each is seen at once.
    t = await createTestApp({ ...EVENTS_TEST_ENV, SESSION_CACHE_SECONDS: '0' });
    organiser = await signedInUser(t);
    attendee = await signedInAttendee(t, await publishedEvent(t, organiser.token), { firstName: 'Lena', lastName: 'Vogt', lang: 'de' });
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

  it("answers the attendee's own profile to an attendee token", async () => {
    const res = await get('/venue/me', attendee.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: attendee.accountId, eventId: attendee.eventId, code: attendee.code, firstName: 'Lena', lastName: 'Vogt', lang: 'de' });
    expect(res.body).not.toContain('password');
  });

  it('refuses an attendee token on console calls', async () => {
    for (const url of ['/getUserInfo', '/events', `/event/${attendee.eventId}`, `/rooms/${attendee.eventId}`]) {
      expect((await get(url, attendee.token)).statusCode, url).toBe(401);
    }
    const socketTicket = await t.app.inject({ method: 'POST', url: '/api/socketTicket', headers: bearer(attendee.token) });
    expect(socketTicket.statusCode).toBe(401);
  });

  it("refuses an organiser's token on the venue's calls", async () => {
    expect((await get('/venue/me', organiser.token)).statusCode).toBe(401);
    const logout = await t.app.inject({ method: 'POST', url: '/api/venue/logout', headers: bearer(organiser.token) });
    expect(logout.statusCode).toBe(401);
    expect((await get('/getUserInfo', organiser.token)).statusCode).toBe(200);
  });

  it('ends the session on sign-out, and refuses it for an inactive account or an unpublished event', async () => {
    const event = await publishedEvent(t, organiser.token);
    const leaving = await signedInAttendee(t, event);
    const out = await t.app.inject({ method: 'POST', url: '/api/venue/logout', headers: bearer(leaving.token) });
    expect(out.statusCode).toBe(200);
    expect((await get('/venue/me', leaving.token)).statusCode).toBe(401);

    const deactivated = await signedInAttendee(t, event);
    await t.database.db.update(attendeeAccounts).set({ active: false }).where(eq(attendeeAccounts.id, deactivated.accountId));
    expect((await get('/venue/me', deactivated.token)).statusCode).toBe(401);

    const unpublished = await signedInAttendee(t, event);
    expect((await get('/venue/me', unpublished.token)).statusCode).toBe(200);
    await t.database.db.update(events).set({ code: null }).where(eq(events.id, event.eventId));
    expect((await get('/venue/me', unpublished.token)).statusCode).toBe(401);
  });

  it('counts the first sign-in on the account', async () => {
    const [row] = await t.database.db.select().from(attendeeAccounts).where(eq(attendeeAccounts.id, attendee.accountId));
    expect(row!.firstSignedInAt).toBeInstanceOf(Date);
  });
});
