import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee } from './attendee-test-support';

/**
 * Attendee sessions are kept in memory like the organisers' (docs/decisions/0024-session-cache.md):
 * a venue call needs no database round trip for its session, and yet a session that ends by any
 * of the server's own ways is refused on the very next call.
 */
describe('attendee session cache', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };

  beforeAll(async () => {
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, SESSION_CACHE_SECONDS: '300' });
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
  });
  afterAll(() => t.close());

  const content = (token: string) => t.app.inject({ method: 'GET', url: '/api/venue/event', headers: bearer(token) });

  it('answers a known session from memory', async () => {
    const ada = await signedInAttendee(t, event);
    expect((await content(ada.token)).statusCode).toBe(200);
    // Gone behind the server's back: the remembered session still answers, until the cache's time is up.
    await t.database.db.delete(attendeeTokens).where(eq(attendeeTokens.accountId, ada.accountId));
    expect((await content(ada.token)).statusCode).toBe(200);
  });

  it('refuses a session at once after sign-out', async () => {
    const ada = await signedInAttendee(t, event);
    expect((await content(ada.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/venue/logout', headers: bearer(ada.token) })).statusCode).toBe(200);
    expect((await content(ada.token)).statusCode).toBe(401);
  });

  it('refuses the sessions of accounts deleted by a filter at once', async () => {
    const ada = await signedInAttendee(t, event, { role: 'speaker' });
    const bert = await signedInAttendee(t, event, { role: 'attendee' });
    expect((await content(ada.token)).statusCode).toBe(200);
    expect((await content(bert.token)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/deleteAccounts/${event.eventId}`,
      headers: bearer(organiser.token),
      payload: { filter: { q: '', role: 'speaker' } },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await content(ada.token)).statusCode).toBe(401);
    expect((await content(bert.token)).statusCode).toBe(200);
  });

  it('refuses the session of a deactivated account at once', async () => {
    const ada = await signedInAttendee(t, event);
    expect((await content(ada.token)).statusCode).toBe(200);
    const account = await t.app.inject({ method: 'GET', url: `/api/account/${event.eventId}/${ada.accountId}`, headers: bearer(organiser.token) });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/account',
      headers: bearer(organiser.token),
      payload: { ...account.json().data, eventId: event.eventId, active: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await content(ada.token)).statusCode).toBe(401);
  });
});
