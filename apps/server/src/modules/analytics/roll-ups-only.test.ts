import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { analyticsGet, seededEvent } from '../../test/analytics-seed';
import { ATTENDEE_TEST_ENV } from '../attendee-auth/attendee-test-support';

/** The screens keep their figures once the minute rows are gone (docs/rules/analytics.md#storage: roll-ups stay after retention). */
describe('analytics screens after the minute rows are deleted', () => {
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seededEvent>>;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    seeded = await seededEvent(t);
  });
  afterAll(() => t.close());

  it('answers every screen, for the whole event and for a day, exactly as before', async () => {
    const paths = [
      `/analyticsDashboard/${seeded.eventId}`,
      `/analyticsGeneral/${seeded.eventId}?day=2026-12-03`,
      `/analyticsSessions/${seeded.eventId}`,
      `/analyticsSession/${seeded.eventId}/${seeded.keynote}`,
      `/analyticsLivestream/${seeded.eventId}?day=2026-12-03`,
      `/analyticsRooms/${seeded.eventId}`,
      `/analyticsRooms/${seeded.eventId}?day=2026-12-03`,
      `/analyticsAccounts/${seeded.eventId}?day=2026-12-04`,
    ];
    const answers = async () => Promise.all(paths.map(async (path) => (await analyticsGet(t, seeded.organiser.token, path)).json() as unknown));
    const before = await answers();
    await t.database.db.execute(sql`delete from analytics_minutes where event_id = ${seeded.eventId}`);
    await t.database.db.execute(sql`delete from analytics_room_minutes where event_id = ${seeded.eventId}`);
    expect(await answers()).toEqual(before);
    expect(before.every((answer) => typeof answer === 'object' && answer !== null && 'data' in answer)).toBe(true);
  });
});
