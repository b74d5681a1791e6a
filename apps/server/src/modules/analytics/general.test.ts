import { describe, expect, it } from 'vitest';
import { analyticsGeneralSchema } from '@aula/shared';
import { signedInUser } from '../../test/accounts';
import { analyticsTestApp, analyticsGet } from '../../test/analytics-seed';
import { recomputedRollUps } from '../../test/analytics-rows';
import { attendeeAccount, publishedEvent } from '../attendee-auth/attendee-test-support';
import { createMinuteRepository } from './minute-repository';

/** The General screen: attendance by day and hour in the event's zone, languages, browsers and mail. */
describe('the analytics General screen', () => {
  const fixture = analyticsTestApp();

  const general = (query = '') => fixture.read('analyticsGeneral', analyticsGeneralSchema, query);

  it('answers the whole event', async () => {
    expect(await general()).toEqual({
      period: { timezoneOffset: 120, days: ['2026-12-03', '2026-12-04'], day: null },
      byDay: [
        { day: '2026-12-03', attendees: 2, presentMinutes: 4 },
        { day: '2026-12-04', attendees: 1, presentMinutes: 1 },
      ],
      byHour: [
        { at: '2026-12-03T10:00:00.000Z', attendees: 2 },
        { at: '2026-12-03T21:00:00.000Z', attendees: 1 },
        { at: '2026-12-03T23:00:00.000Z', attendees: 1 },
      ],
      languages: [
        { language: 'de', attendees: 1 },
        { language: 'en', attendees: 1 },
      ],
      browsers: [
        { browser: 'chrome', attendees: 1 },
        { browser: 'firefox', attendees: 1 },
      ],
      mail: { delivered: 0, failed: 0 },
    });
  });

  it("answers the second day in the event's zone: 23:30 UTC belongs to it, 21:59 UTC does not", async () => {
    expect(await general('?day=2026-12-04')).toMatchObject({
      byDay: [{ day: '2026-12-04', attendees: 1, presentMinutes: 1 }],
      byHour: [{ at: '2026-12-03T23:00:00.000Z', attendees: 1 }],
      languages: [{ language: 'de', attendees: 1 }],
      browsers: [{ browser: 'firefox', attendees: 1 }],
    });
  });

  it('answers the days the raw minute rows give', async () => {
    const recomputed = await recomputedRollUps(fixture.t.database.db, fixture.seeded.eventId);
    expect((await general()).byDay).toEqual(
      recomputed.eventDays.map((row) => ({ day: row.day, attendees: row.attendees, presentMinutes: row.present_minutes })),
    );
  });

  it("answers another company's event as a missing one and refuses a day outside the event", async () => {
    const stranger = await signedInUser(fixture.t);
    expect((await analyticsGet(fixture.t, stranger.token, `/analyticsGeneral/${fixture.seeded.eventId}`)).statusCode).toBe(404);
    const outside = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsGeneral/${fixture.seeded.eventId}?day=2026-12-02`, 'de');
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ error: { message: 'Wählen Sie einen der Tage des Events oder das ganze Event.', fields: { day: 'validation.analytics_day_outside' } } });
  });

  it('counts by hour the unique attendees of the hour, not its busiest minute', async () => {
    const { eventId } = await publishedEvent(fixture.t, fixture.seeded.organiser.token, { name: 'Hourly' });
    const minutes = createMinuteRepository(fixture.t.database.db);
    const start = Date.parse('2026-12-03T10:00:00Z');
    // Three attendees one after the other, never two at once, and one of them again in the next hour.
    const [eve, finn, gia] = [(await attendeeAccount(fixture.t, eventId)).id, (await attendeeAccount(fixture.t, eventId)).id, (await attendeeAccount(fixture.t, eventId)).id];
    for (const [offset, accountId] of [[0, eve], [20, finn], [40, gia], [45, eve], [70, eve]] as const) {
      await minutes.writeBatch({
        instance: 'hourly',
        minute: new Date(start + offset * 60_000),
        part: 0,
        accounts: [{ eventId, accountId, presentSeconds: 60, visibleSeconds: 60 }],
        rooms: [],
      });
    }
    const res = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsGeneral/${eventId}`);
    expect(analyticsGeneralSchema.parse(res.json().data).byHour).toEqual([
      { at: '2026-12-03T10:00:00.000Z', attendees: 3 },
      { at: '2026-12-03T11:00:00.000Z', attendees: 1 },
    ]);
  });
});
