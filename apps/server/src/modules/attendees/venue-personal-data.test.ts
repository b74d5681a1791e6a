import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { storedAccount } from '../../test/attendee-rows';
import { hashPassword } from '../auth/passwords';
import { publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { EVENTS_TEST_ENV } from '../events/events-test-support';

const PASSWORD = 'Harbour-Guest-2027!';

/** docs/rules/attendees.md#personal-data in the venue: the attendee downloads and erases their own data, and nobody else's. */
describe('GET /api/venue/me/data and POST /api/venue/me/erase', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => t.close());

  const exportData = (token: string) => t.app.inject({ method: 'GET', url: '/api/venue/me/data', headers: bearer(token) });
  const erase = (token: string, confirmation: string) =>
    t.app.inject({ method: 'POST', url: '/api/venue/me/erase', headers: bearer(token), payload: { confirmation } });

  it("answers the attendee's own data as a JSON file, without secrets", async () => {
    const attendee = await signedInAttendee(t, event, { firstName: 'Greta', lastName: 'Sommer', company: 'Nordlicht', passwordHash });
    const res = await exportData(attendee.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.json"/);
    const data = JSON.parse(res.body) as Record<string, unknown>;
    expect(JSON.stringify(data)).toContain('Nordlicht');
    expect(JSON.stringify(data)).toContain(attendee.email);
    expect(res.body).not.toMatch(/argon2|password_?hash|token_?hash/i);
  });

  it("refuses an organiser's token on both calls", async () => {
    expect((await exportData(organiser.token)).statusCode).toBe(401);
    expect((await erase(organiser.token, PASSWORD)).statusCode).toBe(401);
  });

  it('keeps everything when the password is wrong, and erases and signs out with the right one', async () => {
    const attendee = await signedInAttendee(t, event, { firstName: 'Jonas', lastName: 'Brandt', passwordHash });
    const wrong = await erase(attendee.token, 'Not-My-Password-1!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ confirmation: 'validation.wrong_password' });
    expect((await storedAccount(t, attendee.accountId))!.firstName).toBe('Jonas');

    const done = await erase(attendee.token, PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    const row = await storedAccount(t, attendee.accountId);
    expect(row).toMatchObject({ email: null, firstName: '', lastName: '', passwordHash: null });
    expect(row!.erasedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'GET', url: '/api/venue/me', headers: bearer(attendee.token) })).statusCode).toBe(401);
  });
});
