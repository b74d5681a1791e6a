import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeAccounts, myAgendaEntries, myAgendaFeeds, rooms } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { firstDay, sessionBody } from '../agenda/agenda-test-support';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { eventsClient } from '../events/events-test-support';

/** The private calendar link of an attendee's own agenda (docs/rules/venue.md#my-agenda). */
describe('my agenda calendar feed', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let opening: number;
  let workshop: number;
  let ada: TestAttendee;

  const sessionOf = async (eventId: number, overrides: Record<string, unknown> = {}) => {
    const res = await eventsClient(t, organiser.token).post('/agendaSession', sessionBody(eventId, overrides));
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return (res.json() as { data: { id: number } }).data.id;
  };
  const add = (who: { token: string }, sessionId: number) => t.app.inject({ method: 'POST', url: `/api/venue/my-agenda/${sessionId}`, headers: bearer(who.token) });
  const newFeed = async (who: { token: string }) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/venue/my-agenda/feed', headers: bearer(who.token) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { url: string } }).data.url;
  };
  const fetchFeed = (url: string, remoteAddress = '198.51.100.7') => t.app.inject({ method: 'GET', url: url.replace('https://aula.test', ''), remoteAddress });

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    const [room] = await t.database.db.insert(rooms).values({ eventId: event.eventId, type: 'stage', nameEn: 'Main stage, hall 1', nameDe: 'Hauptbühne' }).returning({ id: rooms.id });
    opening = await sessionOf(event.eventId, { roomId: room!.id });
    workshop = await sessionOf(event.eventId, { title: 'Workshop; hands on', startTime: '14:00', endTime: '15:30' });
    await sessionOf(event.eventId, { title: 'Not mine', startTime: '16:00', endTime: '17:00' });
    ada = await signedInAttendee(t, event);
    await add(ada, opening);
    await add(ada, workshop);
  });
  afterAll(async () => t.close());

  it("serves the attendee's own sessions in UTC, with stable ids, rooms and links into the venue", async () => {
    const url = await newFeed(ada);
    expect(url).toMatch(new RegExp(`^https://aula\\.test/e/${event.code}/my-agenda/[A-Za-z0-9_-]{43}\\.ics$`));
    const res = await fetchFeed(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toContain('VTIMEZONE');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // The test events are at UTC+01:00: 09:00 there is 08:00 UTC.
    const day = firstDay().replace(/-/g, '');
    expect(text).toContain(`UID:session-${opening}-${event.code}@aula\r\n`);
    expect(text).toContain(`DTSTART:${day}T080000Z\r\nDTEND:${day}T090000Z\r\nSUMMARY:Opening\r\n`);
    expect(text).toContain('LOCATION:Main stage\\, hall 1\r\n');
    expect(text).toContain(`URL:https://aula.test/e/${event.code}/venue/agenda#session-${opening}\r\n`);
    expect(text).toContain(`DTSTART:${day}T130000Z\r\nDTEND:${day}T143000Z\r\nSUMMARY:Workshop\\; hands on\r\n`);
    expect(text).not.toContain('Not mine');
    expect(((await t.app.inject({ method: 'GET', url: '/api/venue/my-agenda', headers: bearer(ada.token) })).json() as { data: { feed: boolean } }).data.feed).toBe(true);
  });

  it('answers 404 for the old link once a new one is made, for a wrong code and for an unknown token', async () => {
    const old = await newFeed(ada);
    const fresh = await newFeed(ada);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    const elsewhere = await publishedEvent(t, organiser.token);
    expect((await fetchFeed(fresh.replace(`/e/${event.code}/`, `/e/${elsewhere.code}/`))).statusCode).toBe(404);
    expect((await fetchFeed(`/e/${event.code}/my-agenda/${'x'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await fetchFeed(fresh.replace('.ics', ''))).statusCode).toBe(404);
  });

  it('answers 404 for the link of a deactivated or an erased account', async () => {
    const ben = await signedInAttendee(t, event);
    await add(ben, opening);
    const url = await newFeed(ben);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await t.database.db.update(attendeeAccounts).set({ active: false }).where(eq(attendeeAccounts.id, ben.accountId));
    expect((await fetchFeed(url)).statusCode).toBe(404);
    await t.database.db.update(attendeeAccounts).set({ active: true, erasedAt: new Date() }).where(eq(attendeeAccounts.id, ben.accountId));
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('limits how often one address fetches feeds', async () => {
    const url = await newFeed(ada);
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i++) status = (await fetchFeed(url, '203.0.113.99')).statusCode;
    expect(status).toBe(429);
    expect((await fetchFeed(url, '203.0.113.100')).statusCode).toBe(200);
  });

  it("lists the own agenda in the account's data, never the link, and forgets it all when the account is erased", async () => {
    const cleo = await signedInAttendee(t, event);
    await add(cleo, workshop);
    await add(cleo, opening);
    await t.app.inject({ method: 'POST', url: '/api/venue/my-agenda/reminders', headers: bearer(cleo.token), payload: { minutesBefore: 10, byMail: true } });
    const url = await newFeed(cleo);
    const exported = await t.app.inject({ method: 'GET', url: `/api/accountData/${event.eventId}/${cleo.accountId}`, headers: bearer(organiser.token) });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(JSON.parse(exported.body).myAgenda).toEqual({ sessionIds: [opening, workshop].sort((a, b) => a - b), reminders: { minutesBefore: 10, byMail: true }, calendarLink: true });
    expect(exported.body).not.toContain(url.split('/').pop()!.replace('.ics', ''));

    const erased = await t.app.inject({ method: 'POST', url: `/api/eraseAccount/${event.eventId}/${cleo.accountId}`, headers: bearer(organiser.token) });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.database.db.select().from(myAgendaEntries).where(eq(myAgendaEntries.accountId, cleo.accountId))).toEqual([]);
    expect(await t.database.db.select().from(myAgendaFeeds).where(eq(myAgendaFeeds.accountId, cleo.accountId))).toEqual([]);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });
});
