import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { analyticsMinutes, analyticsRoomMinutes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { analyticsGet } from '../../test/analytics-seed';
import { storedRollUps } from '../../test/analytics-rows';
import { EVENTS_TEST_ENV } from '../events/events-test-support';
import { attendeeAccount, publishedEvent } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';
import { createMinuteRepository } from './minute-repository';

const DAY = 24 * 3600_000;

/** Minute rows are kept for the event's retention period; the roll-ups stay (docs/rules/analytics.md#storage). */
describe('analytics retention', () => {
  let t: TestApp;
  let eventId: number;
  let accountId: number;
  let roomId: number;
  let organiser: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    organiser = await signedInUser(t);
    ({ eventId } = await publishedEvent(t, organiser.token));
    roomId = await roomsClient(t, organiser.token).createRoom(eventId);
    accountId = (await attendeeAccount(t, eventId)).id;
    const writer = createMinuteRepository(t.database.db);
    const today = Math.floor(t.app.now().getTime() / 60_000) * 60_000;
    for (const [part, daysAgo] of [100, 10, 1].entries()) {
      await writer.writeBatch({
        instance: 'retention-test',
        minute: new Date(today - daysAgo * DAY),
        part,
        accounts: [{ eventId, accountId, presentSeconds: 60, visibleSeconds: 60 }],
        rooms: [{ eventId, accountId, roomId, presentSeconds: 60, visibleSeconds: 60, playingSeconds: 60 }],
      });
    }
  });
  afterAll(() => t.close());

  const minutesKept = async () => {
    const ofAttendee = and(eq(analyticsMinutes.eventId, eventId), eq(analyticsMinutes.accountId, accountId));
    const rows = await t.database.db.select({ minute: analyticsMinutes.minute }).from(analyticsMinutes).where(ofAttendee);
    const roomRows = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(analyticsRoomMinutes).where(eq(analyticsRoomMinutes.eventId, eventId));
    return { days: rows.map((row) => Math.round((t.app.now().getTime() - row.minute.getTime()) / DAY)).sort((a, b) => b - a), roomRows: roomRows[0]?.n };
  };

  const setRetention = (payload: object, token = organiser.token, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `/api/analyticsRetention/${eventId}`, payload, headers: { ...bearer(token), 'accept-language': lang } });
  const shownRetention = async () => ((await analyticsGet(t, organiser.token, `/analyticsDashboard/${eventId}`)).json() as { data: { retentionDays: number } }).data.retentionDays;

  it('shows the default retention on the dashboard, refuses days outside 1 to 730 in either language, and another company’s event as missing', async () => {
    expect(await shownRetention()).toBe(90);
    for (const [lang, message] of [
      ['en', 'Some fields are not valid.'],
      ['de', 'Einige Felder sind ungültig.'],
    ] as const) {
      for (const retentionDays of [0, 731, 1.5]) {
        const refused = await setRetention({ retentionDays }, organiser.token, lang);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ error: { code: 'validation_failed', message, fields: { retentionDays: 'validation.analytics_retention_range' } } });
      }
    }
    expect((await setRetention({ retentionDays: 'many' })).statusCode).toBe(400);
    expect((await setRetention({ retentionDays: 30 }, (await signedInUser(t)).token)).statusCode).toBe(404);
    expect(await shownRetention()).toBe(90);
  });

  it('deletes minute rows older than the default 90 days, then than the period the organiser set, and keeps the roll-ups', async () => {
    const before = await storedRollUps(t.database.db, eventId);
    expect((await minutesKept()).days).toEqual([100, 10, 1]);

    await t.app.services.analytics.deleteExpiredMinutes();
    expect(await minutesKept()).toEqual({ days: [10, 1], roomRows: 2 });

    expect((await setRetention({ retentionDays: 7 })).json()).toEqual({ data: { retentionDays: 7 } });
    await t.app.services.analytics.deleteExpiredMinutes();
    expect(await minutesKept()).toEqual({ days: [1], roomRows: 1 });
    expect(await shownRetention()).toBe(7);

    expect(await storedRollUps(t.database.db, eventId)).toEqual(before);
    expect(before.attendees).toEqual([{ account_id: accountId, present_minutes: 3, watched_minutes: 3 }]);
  });
});
