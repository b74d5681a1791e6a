import { describe, expect, it } from 'vitest';
import { analyticsDashboardSchema, engagementWeightsSchema } from '@aula/shared';
import { bearer, signedInUser } from '../../test/accounts';
import { recomputedRollUps, storedRollUps } from '../../test/analytics-rows';
import { signedInAttendee } from '../attendee-auth/attendee-test-support';
import { analyticsTestApp, analyticsGet } from '../../test/analytics-seed';

/** The dashboard's figures (docs/rules/analytics.md#definitions), counted by hand from the seeded minutes. */
describe('the analytics dashboard', () => {
  const fixture = analyticsTestApp();

  /** The curve of concurrent attendees as the call answers it: each point's minute (UTC) and value. */
  const curve = (step: 'hour' | 'minute', points: [minute: string, value: number][]) => ({
    step,
    points: points.map(([minute, value]) => ({ at: new Date(minute).toISOString(), value })),
  });
  const dashboard = (query = '', lang: 'en' | 'de' = 'en') => fixture.read('analyticsDashboard', analyticsDashboardSchema, query, lang);

  it('answers the whole event: funnel, attendees, peak, watch minutes, averages, rate, score and the curve by hour', async () => {
    expect(await dashboard()).toEqual({
      period: { timezoneOffset: 120, days: ['2026-12-03', '2026-12-04'], day: null },
      funnel: { invited: 4, activated: 3, attended: 2, engaged: 1 },
      uniqueAttendees: 2,
      peakConcurrent: { attendees: 2, minute: '2026-12-03T10:00:00.000Z' },
      watchMinutes: 3,
      averageMinutes: 2.5,
      engagementRate: 0.5,
      // Ada: 3 present and 2 watched minutes at 0.1, a chat message at 2 and a like at 1 = 3.5; Ben: 2 + 1 minutes at 0.1 = 0.3.
      eventScore: 1.9,
      concurrent: curve('hour', [
        ['2026-12-03T10:00Z', 2],
        ['2026-12-03T21:00Z', 1],
        ['2026-12-03T23:00Z', 1],
      ]),
      weights: { presentMinutes: 0.1, watchedMinutes: 0.1, chatMessages: 2, wallPosts: 3, likes: 1, questions: 3, questionVotes: 1, pollVotes: 2 },
      retentionDays: 90,
    });
  });

  it("answers one day of the event's zone by minute; 23:59 there (21:59 UTC) is still the first day", async () => {
    expect(await dashboard('?day=2026-12-03')).toMatchObject({
      period: { day: '2026-12-03' },
      funnel: { invited: 4, activated: 3, attended: 2, engaged: 1 },
      uniqueAttendees: 2,
      peakConcurrent: { attendees: 2, minute: '2026-12-03T10:00:00.000Z' },
      watchMinutes: 3,
      averageMinutes: 2,
      engagementRate: 0.5,
      concurrent: curve('minute', [
        ['2026-12-03T10:00Z', 2],
        ['2026-12-03T10:01Z', 1],
        ['2026-12-03T21:59Z', 1],
      ]),
    });
  });

  it("counts a minute at 23:30 UTC on the next day of an event at UTC+02:00, and only that day's actions", async () => {
    expect(await dashboard('?day=2026-12-04')).toMatchObject({
      funnel: { invited: 4, activated: 3, attended: 1, engaged: 0 },
      uniqueAttendees: 1,
      peakConcurrent: { attendees: 1, minute: '2026-12-03T23:30:00.000Z' },
      watchMinutes: 0,
      averageMinutes: 1,
      engagementRate: 0,
      eventScore: 0.1,
      concurrent: curve('minute', [['2026-12-03T23:30Z', 1]]),
    });
  });

  it('answers the figures the raw minute rows give: the live numbers are the final numbers', async () => {
    const db = fixture.t.database.db;
    const recomputed = await recomputedRollUps(db, fixture.seeded.eventId);
    expect(await storedRollUps(db, fixture.seeded.eventId)).toEqual(recomputed);
    const figures = await dashboard();
    expect(figures.uniqueAttendees).toBe(recomputed.attendees.length);
    expect(figures.watchMinutes).toBe(recomputed.attendees.reduce((sum, row) => sum + Number(row.watched_minutes), 0));
    expect(figures.peakConcurrent.attendees).toBe(Math.max(...recomputed.eventMinutes.map((row) => Number(row.present))));
    const presentMinutes = recomputed.attendees.reduce((sum, row) => sum + Number(row.present_minutes), 0);
    expect(figures.averageMinutes).toBe(presentMinutes / recomputed.attendees.length);
  });

  it('refuses a day outside the event on the field, in the caller’s language', async () => {
    for (const [lang, message] of [
      ['en', "Choose one of the event's days, or the whole event."],
      ['de', 'Wählen Sie einen der Tage des Events oder das ganze Event.'],
    ] as const) {
      const res = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsDashboard/${fixture.seeded.eventId}?day=2026-12-05`, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'validation_failed', message, fields: { day: 'validation.analytics_day_outside' } } });
    }
    const notADay = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsDashboard/${fixture.seeded.eventId}?day=2026-13-45`);
    expect(notADay.statusCode).toBe(400);
    expect((notADay.json() as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('day');
  });

  it("answers another company's event exactly as a missing one, and refuses an attendee's token", async () => {
    const stranger = await signedInUser(fixture.t);
    const theirs = await analyticsGet(fixture.t, stranger.token, `/analyticsDashboard/${fixture.seeded.eventId}`);
    const missing = await analyticsGet(fixture.t, stranger.token, `/analyticsDashboard/${fixture.seeded.eventId + 1000}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    const attendee = await signedInAttendee(fixture.t, fixture.seeded);
    const refused = await analyticsGet(fixture.t, attendee.token, `/analyticsDashboard/${fixture.seeded.eventId}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).not.toHaveProperty('data');
  });

  it('stores the weights the organiser sets and counts the score with them; refuses weights outside the rule in either language', async () => {
    const post = (payload: object, token = fixture.seeded.organiser.token, lang = 'en') =>
      fixture.t.app.inject({ method: 'POST', url: `/api/analyticsWeights/${fixture.seeded.eventId}`, payload, headers: { ...bearer(token), 'accept-language': lang } });
    const weights = { presentMinutes: 0.1, watchedMinutes: 0.1, chatMessages: 10, wallPosts: 3, likes: 1, questions: 3, questionVotes: 1, pollVotes: 2 };

    for (const [lang, message] of [
      ['en', 'Some fields are not valid.'],
      ['de', 'Einige Felder sind ungültig.'],
    ] as const) {
      const refused = await post({ ...weights, likes: 101, pollVotes: 0.25 }, fixture.seeded.organiser.token, lang);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: { code: 'validation_failed', message, fields: { likes: 'validation.engagement_weight_range', pollVotes: 'validation.engagement_weight_decimals' } },
      });
    }
    expect((await post(weights, (await signedInUser(fixture.t)).token)).statusCode).toBe(404);

    const saved = await post(weights);
    expect(saved.statusCode).toBe(200);
    expect(engagementWeightsSchema.parse((saved.json() as { data: unknown }).data)).toEqual(weights);
    const figures = await dashboard();
    expect(figures.weights).toEqual(weights);
    // Ada: 0.3 + 0.2 + 10 + 1 = 11.5; Ben 0.3; the average 5.9.
    expect(figures.eventScore).toBe(5.9);
  });
});
