import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { sessionBody } from '../agenda/agenda-test-support';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { eventsClient } from '../events/events-test-support';
import { MY_AGENDA_CHANGES_PER_MINUTE } from './service';

/** The attendee's own agenda (docs/rules/venue.md#my-agenda). */
describe('my agenda', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let opening: number;
  let closing: number;
  let ada: TestAttendee;
  let ben: TestAttendee;

  const sessionOf = async (eventId: number, overrides: Record<string, unknown> = {}) => {
    const res = await eventsClient(t, organiser.token).post('/agendaSession', sessionBody(eventId, overrides));
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return (res.json() as { data: { id: number } }).data.id;
  };
  const list = (who: { token: string }) => t.app.inject({ method: 'GET', url: '/api/venue/my-agenda', headers: bearer(who.token) });
  const add = (who: { token: string }, sessionId: number) => t.app.inject({ method: 'POST', url: `/api/venue/my-agenda/${sessionId}`, headers: bearer(who.token) });
  const remove = (who: { token: string }, sessionId: number) => t.app.inject({ method: 'DELETE', url: `/api/venue/my-agenda/${sessionId}`, headers: bearer(who.token) });
  const ids = async (who: { token: string }) => ((await list(who)).json() as { data: { sessionIds: number[] } }).data.sessionIds.sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    opening = await sessionOf(event.eventId);
    closing = await sessionOf(event.eventId, { title: 'Closing', startTime: '16:00', endTime: '17:00' });
    ada = await signedInAttendee(t, event);
    ben = await signedInAttendee(t, event);
  });
  afterAll(async () => t.close());

  it('adds and removes sessions, each call answering the whole list, and adding or removing twice changes nothing', async () => {
    expect(await ids(ada)).toEqual([]);
    const first = await add(ada, opening);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ sessionIds: [opening], reminders: { minutesBefore: null, byMail: false }, feed: false });
    expect((await add(ada, opening)).json().data.sessionIds).toEqual([opening]);
    await add(ada, closing);
    expect(await ids(ada)).toEqual([opening, closing].sort((a, b) => a - b));
    expect((await remove(ada, opening)).json().data.sessionIds).toEqual([closing]);
    const again = await remove(ada, opening);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.sessionIds).toEqual([closing]);
  });

  it("keeps each attendee's agenda their own", async () => {
    await add(ben, opening);
    expect(await ids(ben)).toEqual([opening]);
    expect(await ids(ada)).toEqual([closing]);
    // Ben removing Ada's session removes nothing of hers.
    await remove(ben, closing);
    expect(await ids(ada)).toEqual([closing]);
  });

  it("refuses another event's session and an unknown one with 404, and an organiser's session with 401", async () => {
    const elsewhere = await publishedEvent(t, organiser.token);
    const foreign = await sessionOf(elsewhere.eventId);
    for (const sessionId of [foreign, 987654]) expect((await add(ada, sessionId)).statusCode, String(sessionId)).toBe(404);
    expect(await ids(ada)).toEqual([closing]);
    expect((await add(organiser, opening)).statusCode).toBe(401);
    expect((await list(organiser)).statusCode).toBe(401);
  });

  it('drops a session deleted from the agenda', async () => {
    const extra = await sessionOf(event.eventId, { title: 'Extra', startTime: '12:00', endTime: '13:00' });
    await add(ada, extra);
    const res = await eventsClient(t, organiser.token).post(`/deleteAgendaSession`, { id: extra });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ids(ada)).toEqual([closing]);
  });

  it('limits how fast an attendee changes their agenda', async () => {
    const carl = await signedInAttendee(t, event);
    for (let i = 0; i < MY_AGENDA_CHANGES_PER_MINUTE; i++) expect((await add(carl, opening)).statusCode).toBe(200);
    const over = await add(carl, opening);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBeDefined();
  });
});
