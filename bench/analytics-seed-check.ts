// Proves the analytics benches' seed honest: a small event is seeded twice, on two fresh PGlite
// databases (so every id is the same). On the first, minute rows and roll-ups come from the
// set-based seed; on the second, the same sign-ins, minute rows and actions go through the
// recording's own writers (a batch per minute, an action at a time). Every roll-up must be equal,
// and equal to the recomputation from the minute rows the recording tests use.
import { isDeepStrictEqual } from 'node:util';
import { eventSetupFieldsSchema, type AnalyticsAction, type BrowserFamily } from '@aula/shared';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { companies, events } from '../apps/server/src/db/schema';
import type { RoomMinuteRow } from '../apps/server/src/modules/analytics/activity-recorder';
import { createMinuteRepository } from '../apps/server/src/modules/analytics/minute-repository';
import { createAnalyticsRepository } from '../apps/server/src/modules/analytics/repository';
import { storedFields } from '../apps/server/src/modules/events/fields';
import { recomputedRollUps, storedRollUps } from '../apps/server/src/test/analytics-rows';
import { SEED_FIRST_DAY, seedEventShape, seedMinuteRows, seedRollUps, seededActions, type SeedShape } from './analytics-seed';

const SHAPE: SeedShape = { attendees: 60, days: 2, rooms: 4 };

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: ReturnType<typeof sql>): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export type SeedCheck = { attendees: number; minuteRows: number; roomMinuteRows: number; actions: number; rollUpsEqualWriter: boolean; rollUpsEqualRecomputed: boolean; differing: string[] };

/** An event of the company, or of a company of its own, stored straight in the database. */
export async function bareEvent(db: Database, companyId?: number): Promise<number> {
  const ownerId = companyId ?? (await db.insert(companies).values({ name: 'Analytics bench' }).returning({ id: companies.id }))[0]!.id;
  const fields = eventSetupFieldsSchema.parse({
    name: 'Analytics Summit',
    startDate: SEED_FIRST_DAY,
    startTime: '09:00',
    endDate: SEED_FIRST_DAY,
    endTime: '17:00',
    closingDate: '2030-06-30',
    closingTime: '17:00',
    location: 'Hamburg',
    address: [{ type: 'locality', name: 'Hamburg' }],
    language: 'en',
    timezone: 60,
  });
  const [event] = await db
    .insert(events)
    .values({ ...storedFields(fields), companyId: ownerId, originalStartDate: fields.startDate, originalStartTime: fields.startTime })
    .returning({ id: events.id });
  return event!.id;
}

/** Every figure the screens read, in a fixed order. */
async function figures(db: Database, eventId: number) {
  return {
    ...(await storedRollUps(db, eventId)),
    attendeeRows: await rowsOf(db, sql`select * from analytics_attendees where event_id = ${eventId} order by account_id`),
    roomActions: await rowsOf(db, sql`select room_id, minute::text, action, count from analytics_room_actions where event_id = ${eventId} order by 1, 2, 3`),
    ...(await wholeRoomAndHourTables(db, eventId)),
  };
}

/** The tables migration 0012 added or widened, whole: the per-attendee rows the writer counts by as well as the totals. */
async function wholeRoomAndHourTables(db: Database, eventId: number) {
  const table = (name: string, order: string) =>
    rowsOf(db, sql`select * from ${sql.raw(name)} where event_id = ${eventId} order by ${sql.raw(order)}`);
  return {
    attendeeDayRows: await table('analytics_attendee_days', 'account_id, day'),
    attendeeHourRows: await table('analytics_attendee_hours', 'account_id, hour'),
    eventHourRows: await table('analytics_event_hours', 'hour'),
    roomVisitorDayRows: await table('analytics_room_visitor_days', 'account_id, room_id, day'),
    roomVisitorRows: await table('analytics_room_visitors', 'account_id, room_id'),
    roomVisitorHourRows: await table('analytics_room_visitor_hours', 'account_id, room_id, hour'),
    roomDayRows: await table('analytics_room_days', 'room_id, day'),
    roomTotalRows: await table('analytics_room_totals', 'room_id'),
    roomHourRows: await table('analytics_room_hours', 'room_id, hour'),
  };
}

/** The set-based seed's sign-ins, minute rows and actions, replayed through the recording's writers. */
async function replay(seeded: Database, db: Database, eventId: number): Promise<void> {
  const analytics = createAnalyticsRepository(db);
  const signIns = await rowsOf(seeded, sql`select account_id, browser, lang, sign_ins, first_seen_at from analytics_attendees where event_id = ${eventId} and sign_ins > 0`);
  const signedInAt = await rowsOf(seeded, sql`select id, first_signed_in_at from attendee_accounts where event_id = ${eventId} and first_signed_in_at is not null`);
  const at = new Map(signedInAt.map((row) => [Number(row.id), new Date(String(row.first_signed_in_at))]));
  for (const row of signIns) {
    for (let i = 0; i < Number(row.sign_ins); i++) {
      const accountId = Number(row.account_id);
      await analytics.recordSignIn({ eventId, accountId, browser: row.browser as BrowserFamily, lang: String(row.lang), at: at.get(accountId)! });
    }
  }
  const minutes = createMinuteRepository(db);
  const venue = await rowsOf(seeded, sql`select account_id, minute, present_seconds, visible_seconds from analytics_minutes where event_id = ${eventId} order by minute, account_id`);
  const rooms = await rowsOf(seeded, sql`select account_id, room_id, minute, present_seconds, visible_seconds, playing_seconds from analytics_room_minutes where event_id = ${eventId}`);
  const roomsByMinute = new Map<string, RoomMinuteRow[]>();
  for (const row of rooms) {
    const key = new Date(String(row.minute)).toISOString();
    const list = roomsByMinute.get(key) ?? [];
    list.push({ eventId, accountId: Number(row.account_id), roomId: Number(row.room_id), presentSeconds: Number(row.present_seconds), visibleSeconds: Number(row.visible_seconds), playingSeconds: Number(row.playing_seconds) });
    roomsByMinute.set(key, list);
  }
  const byMinute = new Map<string, Row[]>();
  for (const row of venue) {
    const key = new Date(String(row.minute)).toISOString();
    byMinute.set(key, [...(byMinute.get(key) ?? []), row]);
  }
  for (const [minute, rows] of byMinute) {
    const accounts = rows.map((row) => ({ eventId, accountId: Number(row.account_id), presentSeconds: Number(row.present_seconds), visibleSeconds: Number(row.visible_seconds) }));
    await minutes.writeBatch({ instance: 'seed-check', minute: new Date(minute), part: 0, accounts, rooms: roomsByMinute.get(minute) ?? [] });
  }
  const actions = (await rowsOf(seeded, seededActions(eventId))).map((row) => ({
    eventId,
    accountId: Number(row.account_id),
    roomId: row.room_id === null ? null : Number(row.room_id),
    action: row.action as AnalyticsAction,
    at: new Date(new Date(String(row.minute)).getTime() + 30_000),
  }));
  // In batches as the server writes them, so the check covers a batch's sums.
  for (let start = 0; start < actions.length; start += 500) await analytics.recordActions(actions.slice(start, start + 500));
}

export async function checkAnalyticsSeed(): Promise<SeedCheck> {
  const seeded = await openDatabase({ memory: true });
  const written = await openDatabase({ memory: true });
  try {
    const eventId = await bareEvent(seeded.db);
    if ((await bareEvent(written.db)) !== eventId) throw new Error('the two databases gave the event different ids');
    await seedEventShape(seeded.db, eventId, SHAPE);
    await seedEventShape(written.db, eventId, SHAPE);
    await seedMinuteRows(seeded.db, eventId, SHAPE);
    await seedRollUps(seeded.db, eventId);
    await replay(seeded.db, written.db, eventId);
    const fromSeed = await figures(seeded.db, eventId);
    const fromWriter = await figures(written.db, eventId);
    const recomputed = await recomputedRollUps(seeded.db, eventId);
    const stored = await storedRollUps(seeded.db, eventId);
    const [counts] = await rowsOf(
      seeded.db,
      sql`select (select count(*) from analytics_minutes)::int as minutes, (select count(*) from analytics_room_minutes)::int as rooms,
            (select count(*) from (${seededActions(eventId)}) x)::int as actions`,
    );
    return {
      attendees: SHAPE.attendees,
      minuteRows: Number(counts!.minutes),
      roomMinuteRows: Number(counts!.rooms),
      actions: Number(counts!.actions),
      rollUpsEqualWriter: isDeepStrictEqual(fromSeed, fromWriter),
      rollUpsEqualRecomputed: isDeepStrictEqual(stored, recomputed),
      differing: Object.keys(fromSeed).filter((key) => !isDeepStrictEqual(fromSeed[key as keyof typeof fromSeed], fromWriter[key as keyof typeof fromWriter])),
    };
  } finally {
    await seeded.close();
    await written.close();
  }
}
