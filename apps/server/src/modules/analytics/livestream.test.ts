import { describe, expect, it } from 'vitest';
import { analyticsLivestreamSchema } from '@aula/shared';
import { signedInUser } from '../../test/accounts';
import { analyticsTestApp, analyticsGet } from '../../test/analytics-seed';
import { readCsv } from '../../http/table-export/table-export-test-support';

/** The Livestream screen: each stage's viewers, watch minutes, average view time and each session's drop-off. */
describe('the analytics livestream', () => {
  const fixture = analyticsTestApp();

  const livestream = (query = '', lang: 'en' | 'de' = 'en') => fixture.read('analyticsLivestream', analyticsLivestreamSchema, query, lang);

  it('answers the whole event by hour; while the keynote runs, its drop-off is up to the last minute that has ended', async () => {
    // The seed leaves the clock at 10:02:30 UTC, in the keynote (10:00 to 10:05): 10:01 is its last ended minute.
    expect((await livestream()).rooms).toEqual([
      {
        roomId: fixture.seeded.stage,
        roomName: 'Main stage',
        viewers: { step: 'hour', points: [{ at: '2026-12-03T10:00:00.000Z', value: 2 }] },
        watchMinutes: 3,
        averageViewMinutes: 1.5,
        sessions: [{ sessionId: fixture.seeded.keynote, title: 'Keynote', start: '2026-12-03T10:00:00.000Z', startViewers: 2, peakViewers: 2, endViewers: 1, dropOff: 0.5 }],
      },
    ]);
  });

  it('once the keynote has ended, its drop-off counts who still watched in its last minute', async () => {
    fixture.t.advanceClock(Date.parse('2026-12-03T10:06:00Z') - fixture.t.app.now().getTime());
    const [stage] = (await livestream()).rooms;
    expect(stage?.sessions).toEqual([
      { sessionId: fixture.seeded.keynote, title: 'Keynote', start: '2026-12-03T10:00:00.000Z', startViewers: 2, peakViewers: 2, endViewers: 0, dropOff: 1 },
    ]);
  });

  it('answers one day by minute, in German names; the second day has neither viewers nor sessions', async () => {
    const [firstDay] = (await livestream('?day=2026-12-03', 'de')).rooms;
    expect(firstDay).toMatchObject({
      roomName: 'Hauptbühne',
      viewers: {
        step: 'minute',
        points: [
          { at: '2026-12-03T10:00:00.000Z', value: 2 },
          { at: '2026-12-03T10:01:00.000Z', value: 1 },
        ],
      },
      watchMinutes: 3,
    });
    const [secondDay] = (await livestream('?day=2026-12-04')).rooms;
    expect(secondDay).toMatchObject({ viewers: { step: 'minute', points: [] }, watchMinutes: 0, averageViewMinutes: null, sessions: [] });
  });

  it('exports each session of each stage with its drop-off, in German', async () => {
    const csv = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsExport/${fixture.seeded.eventId}/livestream/csv`, 'de');
    expect(csv.statusCode).toBe(200);
    expect(readCsv(csv.rawPayload, 'de')).toEqual([
      [
        'Raum',
        'Zuschauminuten',
        'Durchschnittliche Zuschauzeit (Minuten)',
        'Session',
        'Beginn (UTC +02:00)',
        'Zuschauende zu Beginn',
        'Höchste Zahl Zuschauender',
        'Zuschauende am Ende',
        'Absprungrate',
      ],
      ['Hauptbühne', '3', '1,5', 'Keynote', '03.12.2026 12:00', '2', '2', '0', '100%'],
    ]);
  });

  it("answers another company's event as a missing one", async () => {
    const stranger = await signedInUser(fixture.t);
    expect((await analyticsGet(fixture.t, stranger.token, `/analyticsLivestream/${fixture.seeded.eventId}`)).statusCode).toBe(404);
  });
});
