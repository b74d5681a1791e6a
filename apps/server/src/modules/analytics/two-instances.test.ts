import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputedRollUps, storedRollUps, writtenMinutes } from '../../test/analytics-rows';
import { seededVenue } from '../../test/seeded-venue';
import { freshServerDatabase, startServer, waitFor, withServerDatabase } from '../../test/server-process';
import { venueSocket } from '../../test/sockets';
import type { TestAttendee } from '../attendee-auth/attendee-test-support';

/** Minutes of 2 s: each instance writes one every 2 s, each still of 60 "seconds". */
const MINUTE_MS = 2000;

// Two processes share a database only on PostgreSQL; PGlite belongs to one process.
describe.skipIf(process.env.TEST_DB !== 'postgres')('an attendee moving between two instances', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-analytics-two-'));
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let attendee: TestAttendee;
  let roomId: number;
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    database = await freshServerDatabase(dataDir);
    ({ attendee, roomId } = await seededVenue(database.target, dataDir));
  }, 60_000);
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is counted once in each minute both instances wrote, with their seconds added up to at most 60', async () => {
    const env = { DATA_DIR: dataDir, ANALYTICS_MINUTE_MS: String(MINUTE_MS), LOG_LEVEL: 'debug', ...database.env };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    started.push(a.child, b.child);
    const onA = await venueSocket(new URL(a.url).host, attendee.token);
    onA.send({ action: 'enterRoom', roomId });
    onA.send({ action: 'activity', visible: true, playing: true });
    await waitFor('two minutes written by the first instance', () => writtenMinutes(a).length >= 2);

    // The move: the new tab on B is open before the old one on A closes, for at least one whole minute.
    const onB = await venueSocket(new URL(b.url).host, attendee.token);
    onB.send({ action: 'enterRoom', roomId });
    onB.send({ action: 'activity', visible: true, playing: true });
    const both = () => writtenMinutes(a).filter((minute) => writtenMinutes(b).includes(minute));
    await waitFor('a minute written by both instances', () => both().length >= 1);
    onA.close();
    await waitFor('two more minutes from the second instance', () => writtenMinutes(b).length >= both().length + 2);
    onB.close();
    for (const server of [a, b]) server.child.kill('SIGTERM');
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);

    await withServerDatabase(database.target, async (db) => {
      const stored = await storedRollUps(db, attendee.eventId);
      expect(stored).toEqual(await recomputedRollUps(db, attendee.eventId));
      expect(stored.eventMinutes.every((row) => row.present === 1)).toBe(true);
      expect(stored.attendees).toEqual([{ account_id: attendee.accountId, present_minutes: stored.eventMinutes.length, watched_minutes: expect.any(Number) }]);
      const shared = both()[0]!;
      const seconds = await db.execute(
        sql`select present_seconds, playing_seconds from analytics_room_minutes where account_id = ${attendee.accountId} and minute = ${shared}::timestamptz`,
      );
      expect((seconds as unknown as { rows: unknown[] }).rows).toEqual([{ present_seconds: 60, playing_seconds: 60 }]);
    });
    // Two real server processes on PostgreSQL, several of their minutes, and a graceful stop of both.
  }, 180_000);
});
