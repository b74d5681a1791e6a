import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeAccounts, attendeeTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV } from '../events/events-test-support';
import { publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { listening, openSocket, post, venueSocket } from '../../test/sockets';
import { VENUE_SOCKET_TICKETS_PER_MINUTE } from './tickets';
import { MAX_VENUE_SOCKETS_PER_ACCOUNT } from './venue-hub';

/** The venue's socket: its tickets, how it authenticates, and when it is closed. */
describe('venue socket', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    base = await listening(t.app);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
  });
  afterAll(() => t.close());

  const attendee = () => signedInAttendee(t, event);
  const askTicket = (token?: string) => t.app.inject({ method: 'POST', url: '/api/venue/socketTicket', headers: token ? bearer(token) : {} });

  it("gives an attendee a 30-second one-time ticket bound to their session, stored only as a hash", async () => {
    const ada = await attendee();
    const res = await askTicket(ada.token);
    expect(res.statusCode, res.body).toBe(200);
    const { ticket, expires_in } = res.json().data as { ticket: string; expires_in: number };
    expect(expires_in).toBe(30);
    const rows = await t.database.db
      .select()
      .from(attendeeTokens)
      .where(and(eq(attendeeTokens.accountId, ada.accountId), eq(attendeeTokens.kind, 'socket')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(ticket);
    const [session] = await t.database.db
      .select({ id: attendeeTokens.id })
      .from(attendeeTokens)
      .where(and(eq(attendeeTokens.accountId, ada.accountId), eq(attendeeTokens.kind, 'session')));
    expect(rows[0]!.sessionTokenId).toBe(session!.id);
  });

  it("refuses the venue's ticket without a token and to an organiser's token", async () => {
    expect((await askTicket()).statusCode).toBe(401);
    const res = await askTicket(organiser.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it("refuses a venue ticket on the console's socket and a console ticket on the venue's", async () => {
    const ada = await attendee();
    const venueTicket = (await post(base, '/venue/socketTicket', ada.token)).data.ticket as string;
    const onConsole = await openSocket(base, '/api/ws', venueTicket);
    expect(await onConsole.closeCode).toBe(4401);

    const consoleTicket = (await post(base, '/socketTicket', organiser.token)).data.ticket as string;
    const onVenue = await openSocket(base, '/api/venue/ws', consoleTicket);
    expect(await onVenue.closeCode).toBe(4401);
  });

  it('spends a ticket on first use and refuses an expired one', async () => {
    const ada = await attendee();
    const ticket = (await post(base, '/venue/socketTicket', ada.token)).data.ticket as string;
    const first = await openSocket(base, '/api/venue/ws', ticket);
    await first.next((m) => m.action === 'authenticated');
    await first.answersPing();
    first.close();
    expect(await (await openSocket(base, '/api/venue/ws', ticket)).closeCode).toBe(4401);

    const late = (await post(base, '/venue/socketTicket', ada.token)).data.ticket as string;
    t.advanceClock(31_000);
    expect(await (await openSocket(base, '/api/venue/ws', late)).closeCode).toBe(4401);
  });

  it('closes a socket that speaks before authenticating, and refuses a foreign origin', async () => {
    const ada = await attendee();
    const ticket = (await post(base, '/venue/socketTicket', ada.token)).data.ticket as string;
    const socket = await openSocket(base, '/api/venue/ws', null);
    socket.send({ action: 'ping' });
    expect(await socket.closeCode).toBe(4401);
    await expect(openSocket(base, '/api/venue/ws', ticket, { origin: 'https://evil.example' })).rejects.toThrow();
  });

  it('limits tickets per account and minute with the rate-limit answer', async () => {
    const busy = await attendee();
    const other = await attendee();
    for (let i = 0; i < VENUE_SOCKET_TICKETS_PER_MINUTE; i++) expect((await askTicket(busy.token)).statusCode).toBe(200);
    const refused = await askTicket(busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts. Please wait 1 minute and try again.' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await askTicket(other.token)).statusCode).toBe(200);
    t.advanceClock(61_000);
    expect((await askTicket(busy.token)).statusCode).toBe(200);
    // The minute's tickets went as the new one was counted: an account keeps at most a minute's worth.
    const kept = await t.database.db
      .select({ id: attendeeTokens.id })
      .from(attendeeTokens)
      .where(and(eq(attendeeTokens.accountId, busy.accountId), eq(attendeeTokens.kind, 'socket')));
    expect(kept).toHaveLength(1);
  });

  it('closes the socket when its session ends by sign-out, and only that session', async () => {
    const ada = await attendee();
    const leaving = await venueSocket(base, ada.token);
    const other = await attendee();
    const staying = await venueSocket(base, other.token);
    const out = await t.app.inject({ method: 'POST', url: '/api/venue/logout', headers: bearer(ada.token) });
    expect(out.statusCode).toBe(200);
    expect(await leaving.closeCode).toBe(4401);
    await staying.answersPing();
    staying.close();
  });

  it("closes the sockets of accounts whose sessions end together (erased, deleted) on the announcement", async () => {
    const ada = await attendee();
    const socket = await venueSocket(base, ada.token);
    await t.app.services.attendeeSessions.endAccounts([ada.accountId]);
    expect(await socket.closeCode).toBe(4401);
  });

  it('closes the socket of an account made inactive at the next session check', async () => {
    const ada: TestAttendee = await attendee();
    const socket = await venueSocket(base, ada.token);
    await t.database.db.update(attendeeAccounts).set({ active: false }).where(eq(attendeeAccounts.id, ada.accountId));
    await t.app.venueSockets.checkSessions();
    expect(await socket.closeCode).toBe(4401);
  });

  it("drops an account's oldest socket beyond the cap", async () => {
    const ada = await attendee();
    const sockets = [];
    for (let i = 0; i < MAX_VENUE_SOCKETS_PER_ACCOUNT; i++) sockets.push(await venueSocket(base, ada.token));
    sockets.push(await venueSocket(base, ada.token));
    expect(await sockets[0]!.closeCode).toBe(4429);
    await sockets.at(-1)!.answersPing();
    for (const socket of sockets) socket.close();
  });
});
