import { describe, expect, it } from 'vitest';
import { analyticsSessionSchema, analyticsSessionsSchema } from '@aula/shared';
import { signedInUser } from '../../test/accounts';
import { analyticsTestApp, analyticsGet } from '../../test/analytics-seed';
import { recomputedRollUps } from '../../test/analytics-rows';
import { readCsv } from '../../http/table-export/table-export-test-support';

/** The Sessions screen and a session's page: the minutes in the session's room within its slot. */
describe('the analytics sessions', () => {
  const fixture = analyticsTestApp();

  const get = (path: string, lang: 'en' | 'de' = 'en') => analyticsGet(fixture.t, fixture.seeded.organiser.token, path, lang);
  const keynote = () => ({
    sessionId: fixture.seeded.keynote,
    title: 'Keynote',
    roomId: fixture.seeded.stage,
    roomName: 'Main stage',
    start: '2026-12-03T10:00:00.000Z',
    end: '2026-12-03T10:05:00.000Z',
    attendees: 2,
    peak: 2,
    averageMinutes: 1.5,
    questions: 0,
    questionVotes: 0,
    messages: 1,
    reactions: 7,
  });

  it('lists the sessions with their attendees, peak, average minutes and actions; a day without sessions lists none', async () => {
    const res = await get(`/analyticsSessions/${fixture.seeded.eventId}`);
    expect(res.statusCode).toBe(200);
    expect(analyticsSessionsSchema.parse((res.json() as { data: unknown }).data)).toMatchObject({ rows: [keynote()], page: 1, pageSize: 20, total: 1 });
    const german = analyticsSessionsSchema.parse(((await get(`/analyticsSessions/${fixture.seeded.eventId}`, 'de')).json() as { data: unknown }).data);
    expect(german.rows[0]).toMatchObject({ title: 'Keynote', roomName: 'Hauptbühne' });
    const secondDay = analyticsSessionsSchema.parse(((await get(`/analyticsSessions/${fixture.seeded.eventId}?day=2026-12-04`)).json() as { data: unknown }).data);
    expect(secondDay).toMatchObject({ rows: [], total: 0 });
  });

  it("answers a session's curve and who attended it, most minutes first", async () => {
    const res = await get(`/analyticsSession/${fixture.seeded.eventId}/${fixture.seeded.keynote}`);
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
          { accountId: fixture.seeded.accounts.ada, name: 'Ada Lovelace', email: expect.any(String), minutes: 2, firstSeen: '2026-12-03T10:00:00.000Z', lastSeen: '2026-12-03T10:01:00.000Z' },
          { accountId: fixture.seeded.accounts.ben, name: 'Ben Bauer', email: expect.any(String), minutes: 1, firstSeen: '2026-12-03T10:00:00.000Z', lastSeen: '2026-12-03T10:00:00.000Z' },
        ],
        page: 1,
        pageSize: 20,
        total: 2,
      },
    });
  });

  it('answers the session totals the raw minute rows give', async () => {
    const recomputed = await recomputedRollUps(fixture.t.database.db, fixture.seeded.eventId);
    const [row] = analyticsSessionsSchema.parse(((await get(`/analyticsSessions/${fixture.seeded.eventId}`)).json() as { data: unknown }).data).rows;
    expect(recomputed.sessions).toEqual([{ session_id: fixture.seeded.keynote, attendees: row!.attendees, present_minutes: 3, watched_minutes: 3 }]);
  });

  it('exports the sessions with German headers', async () => {
    const csv = await get(`/analyticsExport/${fixture.seeded.eventId}/sessions/csv`, 'de');
    expect(csv.statusCode).toBe(200);
    expect(readCsv(csv.rawPayload, 'de')).toEqual([
      ['Session', 'Raum', 'Beginn (UTC +02:00)', 'Ende (UTC +02:00)', 'Teilnehmende', 'Höchststand', 'Durchschnittliche Minuten pro Person', 'Fragen', 'Stimmen für Fragen', 'Nachrichten', 'Reaktionen'],
      ['Keynote', 'Hauptbühne', '03.12.2026 12:00', '03.12.2026 12:05', '2', '2', '1,5', '0', '0', '1', '7'],
    ]);
  });

  it("answers another company's event, and a session of another event, as missing ones", async () => {
    const stranger = await signedInUser(fixture.t);
    expect((await analyticsGet(fixture.t, stranger.token, `/analyticsSessions/${fixture.seeded.eventId}`)).statusCode).toBe(404);
    expect((await analyticsGet(fixture.t, stranger.token, `/analyticsSession/${fixture.seeded.eventId}/${fixture.seeded.keynote}`)).statusCode).toBe(404);
    expect((await get(`/analyticsSession/${fixture.seeded.eventId}/${fixture.seeded.keynote + 1000}`)).statusCode).toBe(404);
  });
});
