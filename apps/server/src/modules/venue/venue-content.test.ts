import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@aula/shared';
import { events } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV, inDays } from '../events/events-test-support';
import { contentWriter } from '../public-page/public-page-test-support';
import { publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';

const HOUR_MS = 3600_000;

/** What the venue shows before sign-in (entry) and inside (content), by the event's state (docs/rules/venue.md#venue-states). */
describe('the venue: entry and content', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let stageId: number;
  let hiddenId: number;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token, { name: 'Harbour Summit' });
    const write = contentWriter(t, organiser.companyId, event.eventId);
    const logo = await write.file('logo', { width: 400, height: 120 });
    await write.design({ primaryColor: '#102a43', backgroundColor: '#ffffff', logoFileId: logo });
    stageId = await write.room({ type: 'stage', nameEn: 'Main stage', nameDe: 'Hauptbühne', streamUrl: 'https://www.youtube.com/watch?v=abc123', descriptionEn: '<p>Talks</p><script>x()</script>' });
    hiddenId = await write.room({ type: 'networking', nameEn: 'Backstage', nameDe: 'Backstage', visible: false, meetingUrl: 'https://meet.example.com/secret' });
    await write.room({ type: 'embed', nameEn: 'Sponsor', nameDe: 'Sponsor', embedCode: 'https://embed.example.com/board', qaEmbedCode: 'https://app.sli.do/event/xyz' });
    const track = await write.category({ name: 'Keynotes', nameDe: 'Keynotes', color: '#aa3300' });
    const host = await write.host('Dr. Lena Vogt');
    const day = inDays(10);
    await write.session({ title: 'Opening', titleDe: 'Eröffnung', day, startTime: '09:00', endTime: '09:30', roomId: stageId, categoryId: track, hostIds: [host] });
    await write.session({ title: 'Secret briefing', titleDe: 'Geheim', day, startTime: '10:00', endTime: '10:30', roomId: hiddenId });
    await write.navigation([
      { kind: 'home', visible: true, isLanding: true },
      { kind: 'agenda', visible: true },
      { kind: 'rooms', visible: false },
      { kind: 'social', visible: true },
      { kind: 'chat', visible: true },
      { kind: 'polls', visible: false },
      { kind: 'link', labelEn: 'Map', url: 'https://maps.example.com' },
    ]);
  });
  afterAll(() => t.close());

  const entry = (code: string) => t.app.inject({ method: 'GET', url: `/api/venue/${code}/entry` });
  const content = (token: string) => t.app.inject({ method: 'GET', url: '/api/venue/event', headers: bearer(token) });

  it('answers a published event by its code with name, state, design and the server clock, without sign-in', async () => {
    const res = await entry(event.code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.event).toMatchObject({ name: 'Harbour Summit', code: event.code, language: 'en', timezoneOffset: 60, state: 'upcoming' });
    expect(Math.abs(data.event.nowMs - Date.now())).toBeLessThan(60_000);
    expect(data.event.startMs).toBe(Date.parse(`${inDays(10)}T09:00:00+01:00`));
    expect(data.event.closingMs).toBe(Date.parse(`${addDays(inDays(10), 20)}T17:00:00+01:00`));
    expect(data.design).toMatchObject({ primaryColor: '#102a43', backgroundColor: '#ffffff', onPrimaryColor: '#ffffff', logo: { width: 400, height: 120 } });
    expect(res.body).not.toMatch(/Main stage|youtube/);
  });

  it('is 404 with the envelope for an unknown code and for an event that is no longer published', async () => {
    const unknown = await entry('ZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    // A draft has no code; an event that lost its code is a draft again.
    const former = await publishedEvent(t, organiser.token);
    expect((await entry(former.code)).statusCode).toBe(200);
    await t.database.db.update(events).set({ code: null }).where(eq(events.id, former.eventId));
    const gone = await entry(former.code);
    expect({ status: gone.statusCode, body: gone.body }).toEqual({ status: 404, body: unknown.body });
  });

  it('gives an attendee of an upcoming event its whole venue: menu, visible rooms with their sources, agenda', async () => {
    const attendee = await signedInAttendee(t, event);
    const res = await content(attendee.token);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.event.state).toBe('upcoming');
    expect(data.menu.map((item: { kind: string }) => item.kind)).toEqual(['home', 'agenda', 'social', 'chat', 'link']);
    expect(data.rooms.map((room: { nameEn: string }) => room.nameEn)).toEqual(['Main stage', 'Sponsor']);
    expect(data.rooms[0]).toMatchObject({ id: stageId, type: 'stage', streamUrl: 'https://www.youtube.com/watch?v=abc123', meetingUrl: '', embedUrl: '', descriptionEn: '<p>Talks</p>' });
    expect(data.rooms[1]).toMatchObject({ embedUrl: 'https://embed.example.com/board', qaEmbedUrl: 'https://app.sli.do/event/xyz' });
    expect(data.categories).toEqual([{ id: expect.any(Number), nameEn: 'Keynotes', nameDe: 'Keynotes', color: '#aa3300' }]);
    const [opening, secret] = data.sessions;
    expect(opening).toMatchObject({ titleEn: 'Opening', titleDe: 'Eröffnung', roomId: stageId, hosts: ['Dr. Lena Vogt'], startMs: Date.parse(`${inDays(10)}T09:00:00+01:00`) });
    // A session in a hidden room keeps its time but shows no room; the hidden room is nowhere.
    expect(secret).toMatchObject({ titleEn: 'Secret briefing', roomId: null });
    expect(res.body).not.toMatch(/Backstage|meet\.example\.com/);
  });

  it("shows an attendee only their own event, whichever code they know", async () => {
    const other = await publishedEvent(t, (await signedInUser(t)).token, { name: 'Other Expo' });
    const outsider = await signedInAttendee(t, other);
    const res = await content(outsider.token);
    expect(res.json().data.event.name).toBe('Other Expo');
    expect(res.body).not.toMatch(/Harbour|Main stage/);
  });

  it("refuses the content to an organiser's token and to no token", async () => {
    expect((await content(organiser.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/venue/event' })).statusCode).toBe(401);
  });

  it('is open from the start, and after closing keeps only the name and design', async () => {
    // From the event's own times, not whole days: a day's jump lands before or after the start by the time of day.
    const { startMs, closingMs } = (await entry(event.code)).json().data.event;
    t.advanceClock(startMs + HOUR_MS - t.app.now().getTime());
    const during = await signedInAttendee(t, event);
    expect((await entry(event.code)).json().data.event.state).toBe('open');
    const open = (await content(during.token)).json().data;
    expect(open.event.state).toBe('open');
    expect(open.rooms).toHaveLength(2);

    t.advanceClock(closingMs + HOUR_MS - t.app.now().getTime());
    expect((await entry(event.code)).json().data.event.state).toBe('closed');
    const after = await signedInAttendee(t, event);
    const closed = (await content(after.token)).json().data;
    expect(closed.event).toMatchObject({ name: 'Harbour Summit', state: 'closed' });
    expect(closed.design.primaryColor).toBe('#102a43');
    expect(closed).toMatchObject({ menu: [], rooms: [], categories: [], sessions: [] });
  });
});
