import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { events } from '../db/schema';
import { createMinuteRepository } from '../modules/analytics/minute-repository';
import { attendeeAccount, publishedEvent } from '../modules/attendee-auth/attendee-test-support';
import { EVENTS_TEST_ENV } from '../modules/events/events-test-support';
import { roomsClient } from '../modules/rooms/rooms-test-support';
import { signedInUser } from './accounts';
import { createTestApp, type TestApp } from './test-app';

/** 22:58 UTC on 3 December 2026: in the event's zone (UTC+01:00) the next day starts two minutes later. */
const T0 = Date.UTC(2026, 11, 3, 22, 58);

/** The start of the `n`th minute after T0. */
export const minuteAt = (n: number) => new Date(T0 + n * 60_000);

type MinuteRowsEvent = {
  t: TestApp;
  eventId: number;
  stage: number;
  lounge: number;
  ada: number;
  ben: number;
  repository: ReturnType<typeof createMinuteRepository>;
};

/**
 * What the tests of one file write minute rows into, made before them and closed after them: an
 * event at UTC+01:00 with two rooms and two attendees, and the minute repository on its database.
 * Its fields are there inside the tests (and in hooks declared after this call).
 */
export function minuteRowsEvent(): MinuteRowsEvent {
  // Filled in before the tests; the file's tests all read the same object.
  const made = {} as MinuteRowsEvent;
  beforeAll(async () => {
    const t = await createTestApp(EVENTS_TEST_ENV);
    const organiser = await signedInUser(t);
    const { eventId } = await publishedEvent(t, organiser.token);
    await t.database.db.update(events).set({ timezoneOffset: 60 }).where(eq(events.id, eventId));
    const rooms = roomsClient(t, organiser.token);
    const stage = await rooms.createRoom(eventId);
    const lounge = await rooms.createRoom(eventId);
    const ada = (await attendeeAccount(t, eventId)).id;
    const ben = (await attendeeAccount(t, eventId)).id;
    Object.assign(made, { t, eventId, stage, lounge, ada, ben, repository: createMinuteRepository(t.database.db) });
  });
  afterAll(() => made.t?.close());
  return made;
}
