import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSessionSchema, analyticsSessionsSchema } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { analyticsGet, seededEvent } from '../../test/analytics-seed';
import { recomputedRollUps } from '../../test/analytics-rows';
import { readCsv } from '../../http/table-export/table-export-test-support';
import { ATTENDEE_TEST_ENV } from '../attendee-auth/attendee-test-support';

/** The Sessions screen and a session's page: the minutes in the session's room within its slot. */
describe('the analytics sessions', () => {
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seededEvent>>;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    seeded = await seededEvent(t);
  });
  afterAll(() => t.close());

  const get = (path: string, lang: 'en' | 'de' = 'en') => analyticsGet(t, seeded.organiser.token, path, lang);
  const keynote = () => ({
    sessionId: seeded.keynote,
    title: 'Keynote',
    roomId: seeded.stage,
    roomName: 'Main stage',
    start: '2026-12-03T10:00:00.000Z',
    end: '2026-12-03T10:05:00.000Z',
    attendees: 2,
    peak: 2,
    averageMinutes: 1.5,
    questions: 0,
    questionVotes: 0,
    messages: 1,
  });

  it('lists the sessions with their attendees, peak, average minutes and actions; a day without sessions lists none', async () => {
    const res = await get(`/analyticsSessions/${seeded.eventId}`);
    expect(res.statusCode).toBe(200);
    expect(analyticsSessionsSchema.parse((res.json() as { data: unknown }).data)).toMatchObject({ rows: [keynote()], page: 1, pageSize: 20, total: 1 });
    const german = analyticsSessionsSchema.parse(((await get(`/analyticsSessions/${seeded.eventId}`, 'de')).json() as { data: unknown }).data);
    expect(german.rows[0]).toMatchObject({ title: 'Keynote', roomName: 'Hauptbühne' });
    const secondDay = analyticsSessionsSchema.parse(((await get(`/analyticsSessions/${seeded.eventId}?day=2026-12-04`)).json() as { data: unknown }).data);
    expect(secondDay).toMatchObject({ rows: [], total: 0 });
  });

  it("answers a session's curve and who attended it, most minutes first", async () => {
    const res = await get(`/analyticsSession/${seeded.eventId}/${seeded.keynote}`);
    expect(res.statusCode).toBe(200);
    expect(analyticsSessionSchema.parse((res.json() as { data: unknown }).data)).toEqual({
      session: keynote(),
      timezoneOffset: 120,
      curve: {
        step: 'minute',
        points: [
          { at: '2026-12-03T10:00:00.000Z', value: 2 },
          { at: '2026-12-03T10:01:00.000Z', value: 1 },
        ],
      },
      attendees: {
        rows: [
          { accountId: seeded.accounts.ada, name: 'Ada Lovelace', email: expect.any(String), minutes: 2, firstSeen: '2026-12-03T10:00:00.000Z', lastSeen: '2026-12-03T10:01:00.000Z' },
          { accountId: seeded.accounts.ben, name: 'Ben Bauer', email: expect.any(String), minutes: 1, firstSeen: '2026-12-03T10:00:00.000Z', lastSeen: '2026-12-03T10:00:00.000Z' },
        ],
        page: 1,
        pageSize: 20,
        total: 2,
      },
    });
  });

  it('answers the session totals the raw minute rows give', async () => {
    const recomputed = await recomputedRollUps(t.database.db, seeded.eventId);
    const [row] = analyticsSessionsSchema.parse(((await get(`/analyticsSessions/${seeded.eventId}`)).json() as { data: unknown }).data).rows;
    expect(recomputed.sessions).toEqual([{ session_id: seeded.keynote, attendees: row!.attendees, present_minutes: 3, watched_minutes: 3 }]);
  });

  it('exports the sessions with German headers', async () => {
    const csv = await get(`/analyticsExport/${seeded.eventId}/sessions/csv`, 'de');
    expect(csv.statusCode).toBe(200);
    expect(readCsv(csv.rawPayload, 'de')).toEqual([
      ['Session', 'Raum', 'Beginn (UTC +02:00)', 'Ende (UTC +02:00)', 'Teilnehmende', 'Höchststand', 'Durchschnittliche Minuten pro Person', 'Fragen', 'Stimmen für Fragen', 'Nachrichten'],
      ['Keynote', 'Hauptbühne', '03.12.2026 12:00', '03.12.2026 12:05', '2', '2', '1,5', '0', '0', '1'],
    ]);
  });

  it("answers another company's event, and a session of another event, as missing ones", async () => {
    const stranger = await signedInUser(t);
    expect((await analyticsGet(t, stranger.token, `/analyticsSessions/${seeded.eventId}`)).statusCode).toBe(404);
    expect((await analyticsGet(t, stranger.token, `/analyticsSession/${seeded.eventId}/${seeded.keynote}`)).statusCode).toBe(404);
    expect((await get(`/analyticsSession/${seeded.eventId}/${seeded.keynote + 1000}`)).statusCode).toBe(404);
  });
});
