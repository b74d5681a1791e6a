import type { DatabaseTarget } from '../db/client';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { publishedEvent, signedInAttendee, type TestAttendee } from '../modules/attendee-auth/attendee-test-support';
import { roomsClient } from '../modules/rooms/rooms-test-support';
import { signedInUser } from './accounts';
import type { TestApp } from './test-app';

/**
 * Runs `seed` before any server process opens the database, on an app in the test's own process
 * that is closed again (PGlite belongs to one process at a time); the app keeps real time.
 */
export async function seedBeforeStart<T>(target: DatabaseTarget, dataDir: string, seed: (setup: TestApp) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, TOKEN_TTL_SECONDS: String(24 * 3600) });
  const app = await buildApp({ config, database, now: () => new Date() });
  await app.ready();
  const setup: TestApp = {
    app,
    config,
    database,
    dbKind: database.kind,
    dataDir,
    advanceClock: () => {
      throw new Error('the seeding app keeps real time');
    },
    drainJobs: () => app.services.jobs.drain(),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  try {
    return await seed(setup);
  } finally {
    await setup.close();
  }
}

/** A published event with a room and an attendee with a venue session, prepared before any server process starts. */
export async function seededVenue(target: DatabaseTarget, dataDir: string): Promise<{ attendee: TestAttendee; roomId: number }> {
  return seedBeforeStart(target, dataDir, async (setup) => {
    const organiser = await signedInUser(setup);
    const event = await publishedEvent(setup, organiser.token);
    const roomId = await roomsClient(setup, organiser.token).createRoom(event.eventId);
    return { attendee: await signedInAttendee(setup, event), roomId };
  });
}
