import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { events } from '../db/schema';
import { createTestApp, type TestApp } from './test-app';
import { bearer, signedInUser, type SignedInUser } from './accounts';
import { ATTENDEE_TEST_ENV, attendeeAccount, publishedEvent } from '../modules/attendee-auth/attendee-test-support';
import { roomsClient } from '../modules/rooms/rooms-test-support';
import type { AccountMinuteRow, RoomMinuteRow } from '../modules/analytics/activity-recorder';
import { createMinuteRepository } from '../modules/analytics/minute-repository';
import { agendaSession } from './analytics-rows';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * An event of two days at UTC+02:00 (3 and 4 December 2026) whose figures the read tests know by
 * hand: four accounts (Ada engaged, Ben attended, Cara only invited, Dan only signed in; Ada with Firefox in German, Ben with Chrome in English), minutes
 * at 10:00 and 10:01 UTC on the first day, Ben alone at 21:59 UTC (23:59 there), and Ada at 23:30
 * UTC, which is already the second day in the event's zone; a keynote on the stage from 12:00 to
 * 12:05 there.
 */
export async function seededEvent(t: TestApp) {
  const organiser: SignedInUser = await signedInUser(t);
  const { eventId, code } = await publishedEvent(t, organiser.token, { name: 'Summit Analytics' });
  await t.database.db
    .update(events)
    .set({
      timezoneOffset: 120,
      startDate: '2026-12-03',
      startTime: '09:00',
      endDate: '2026-12-04',
      endTime: '18:00',
      startAt: new Date('2026-12-03T07:00:00Z'),
      endAt: new Date('2026-12-04T16:00:00Z'),
    })
    .where(eq(events.id, eventId));
  const stage = await roomsClient(t, organiser.token).createRoom(eventId, { type: 'stage', nameEn: 'Main stage', nameDe: 'Hauptbühne', streamUrl: 'https://stream.example.com/live.m3u8' });
  // 12:00 to 12:05 in the event's zone: the first two seeded minutes fall in it.
  const keynote = await agendaSession(t.database.db, eventId, stage, '2026-12-03', '12:00', '12:05');
  const signedIn = new Date('2026-12-03T09:00:00Z');
  const ada = (await attendeeAccount(t, eventId, { firstName: 'Ada', lastName: 'Lovelace', invitedAt: signedIn, firstSignedInAt: signedIn })).id;
  const ben = (await attendeeAccount(t, eventId, { firstName: 'Ben', lastName: 'Bauer', firstSignedInAt: signedIn })).id;
  const cara = (await attendeeAccount(t, eventId, { firstName: 'Cara', lastName: 'Cole', invitedAt: signedIn })).id;
  const dan = (await attendeeAccount(t, eventId, { firstName: 'Dan', lastName: 'Dahl', firstSignedInAt: signedIn })).id;

  const venue = (accountId: number, presentSeconds: number): AccountMinuteRow => ({ eventId, accountId, presentSeconds, visibleSeconds: presentSeconds });
  const room = (accountId: number, presentSeconds: number, playingSeconds: number): RoomMinuteRow => ({
    eventId,
    accountId,
    roomId: stage,
    presentSeconds,
    visibleSeconds: presentSeconds,
    playingSeconds,
  });
  const minutes = createMinuteRepository(t.database.db);
  const write = (minute: string, accounts: AccountMinuteRow[], rooms: RoomMinuteRow[]) =>
    minutes.writeBatch({ instance: `seed-${eventId}`, minute: new Date(minute), part: 0, accounts, rooms });
  await write('2026-12-03T10:00:00Z', [venue(ada, 60), venue(ben, 40)], [room(ada, 60, 45), room(ben, 40, 40)]);
  await write('2026-12-03T10:01:00Z', [venue(ada, 60)], [room(ada, 60, 60)]);
  await write('2026-12-03T21:59:00Z', [venue(ben, 60)], []);
  await write('2026-12-03T23:30:00Z', [venue(ada, 20)], []);

  const { analytics } = t.app.services;
  // Actions count at the server's clock: Ada's chat message lands in the keynote's third minute.
  t.advanceClock(Date.parse('2026-12-03T10:02:30Z') - t.app.now().getTime());
  await analytics.recordAction({ eventId, accountId: ada }, 'chatMessage', stage);
  await analytics.recordAction({ eventId, accountId: ada }, 'like', null);
  await analytics.recordRoomActions(eventId, stage, 'reaction', 7);
  await analytics.recordSignIn({ eventId, accountId: ada }, FIREFOX, 'de');
  await analytics.recordSignIn({ eventId, accountId: ben }, CHROME, 'en');
  return { organiser, eventId, code, stage, keynote, accounts: { ada, ben, cara, dan } };
}

/** A GET of the analytics API as the given token, in a language. */
export function analyticsGet(t: TestApp, token: string, url: string, lang: 'en' | 'de' = 'en') {
  return t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...bearer(token), 'accept-language': lang } });
}

type SeededEvent = Awaited<ReturnType<typeof seededEvent>>;

type AnalyticsTestApp = {
  t: TestApp;
  seeded: SeededEvent;
  /** An analytics call (`analyticsDashboard`) of the seeded event, asked by its organiser: answered 200 and read with the call's schema. */
  read<Answer>(call: string, schema: z.ZodType<Answer>, query?: string, lang?: 'en' | 'de'): Promise<Answer>;
};

/**
 * The app and seeded event the tests of one file share: made before them, closed after them. Its
 * fields are there inside the tests (and in hooks declared after this call).
 */
export function analyticsTestApp(env: Record<string, string> = ATTENDEE_TEST_ENV): AnalyticsTestApp {
  // Filled in before the tests; the file's tests all read the same object.
  const made = {
    async read<Answer>(call: string, schema: z.ZodType<Answer>, query = '', lang: 'en' | 'de' = 'en'): Promise<Answer> {
      const res = await analyticsGet(made.t, made.seeded.organiser.token, `/${call}/${made.seeded.eventId}${query}`, lang);
      expect(res.statusCode).toBe(200);
      return schema.parse((res.json() as { data: unknown }).data);
    },
  } as AnalyticsTestApp;
  beforeAll(async () => {
    made.t = await createTestApp(env);
    made.seeded = await seededEvent(made.t);
  });
  afterAll(() => made.t?.close());
  return made;
}
