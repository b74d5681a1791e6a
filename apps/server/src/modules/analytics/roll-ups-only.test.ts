import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { analyticsTestApp, analyticsGet } from '../../test/analytics-seed';

/** The screens keep their figures once the minute rows are gone (docs/rules/analytics.md#storage: roll-ups stay after retention). */
describe('analytics screens after the minute rows are deleted', () => {
  const fixture = analyticsTestApp();

  it('answers every screen, for the whole event and for a day, exactly as before', async () => {
    const paths = [
      `/analyticsDashboard/${fixture.seeded.eventId}`,
      `/analyticsGeneral/${fixture.seeded.eventId}?day=2026-12-03`,
      `/analyticsSessions/${fixture.seeded.eventId}`,
      `/analyticsSession/${fixture.seeded.eventId}/${fixture.seeded.keynote}`,
      `/analyticsLivestream/${fixture.seeded.eventId}?day=2026-12-03`,
      `/analyticsRooms/${fixture.seeded.eventId}`,
      `/analyticsRooms/${fixture.seeded.eventId}?day=2026-12-03`,
      `/analyticsAccounts/${fixture.seeded.eventId}?day=2026-12-04`,
    ];
    const answers = async () => Promise.all(paths.map(async (path) => (await analyticsGet(fixture.t, fixture.seeded.organiser.token, path)).json() as unknown));
    const before = await answers();
    await fixture.t.database.db.execute(sql`delete from analytics_minutes where event_id = ${fixture.seeded.eventId}`);
    await fixture.t.database.db.execute(sql`delete from analytics_room_minutes where event_id = ${fixture.seeded.eventId}`);
    expect(await answers()).toEqual(before);
    expect(before.every((answer) => typeof answer === 'object' && answer !== null && 'data' in answer)).toBe(true);
  });
});
