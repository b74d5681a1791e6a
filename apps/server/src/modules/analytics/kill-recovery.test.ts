import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputedRollUps, storedRollUps, writtenMinutes } from '../../test/analytics-rows';
import { seededVenue } from '../../test/seeded-venue';
import { freshServerDatabase, startServer, waitFor, withServerDatabase } from '../../test/server-process';
import { venueSocket } from '../../test/sockets';
import type { TestAttendee } from '../attendee-auth/attendee-test-support';

/** Minutes of 2 s: the process writes one every 2 s, each still of 60 "seconds". */
const MINUTE_MS = 2000;

describe('analytics minutes survive kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-analytics-kill-'));
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let attendee: TestAttendee;
  let roomId: number;
  let env: Record<string, string>;
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    database = await freshServerDatabase(dataDir);
    ({ attendee, roomId } = await seededVenue(database.target, dataDir));
    env = { DATA_DIR: dataDir, ANALYTICS_MINUTE_MS: String(MINUTE_MS), LOG_LEVEL: 'debug', ...database.env };
  }, 60_000);
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the minutes written before the kill, loses at most the one under way, and counts none twice', async () => {
    const first = await startServer(env);
    started.push(first.child);
    const socket = await venueSocket(new URL(first.url).host, attendee.token);
    socket.send({ action: 'enterRoom', roomId });
    socket.send({ action: 'activity', visible: true, playing: true });
    await waitFor('three written minutes', () => writtenMinutes(first).length >= 3);
    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    await first.exited;
    const logged = writtenMinutes(first);

    // The next start recovers the database; it has no tabs, so it writes nothing of its own.
    const second = await startServer(env);
    started.push(second.child);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    await withServerDatabase(database.target, async (db) => {
      const stored = await storedRollUps(db, attendee.eventId);
      expect(stored).toEqual(await recomputedRollUps(db, attendee.eventId));
      const minutes = stored.eventMinutes.map((row) => new Date(String(row.minute)).getTime());
      // Every minute logged is there, once; a minute whose answer the kill cut off may be there too.
      expect(minutes.length - logged.length).toBeGreaterThanOrEqual(0);
      expect(minutes.length - logged.length).toBeLessThanOrEqual(1);
      for (const minute of logged) expect(minutes).toContain(new Date(minute).getTime());
      expect(stored.eventMinutes.every((row) => row.present === 1)).toBe(true);
      // No gap: one run of consecutive minutes up to at most the minute under way at the kill (and the one being written).
      minutes.forEach((minute, i) => i > 0 && expect(minute - minutes[i - 1]!).toBe(MINUTE_MS));
      expect(killedAt - minutes.at(-1)!).toBeLessThan(3 * MINUTE_MS);
      expect(stored.attendees).toEqual([{ account_id: attendee.accountId, present_minutes: minutes.length, watched_minutes: expect.any(Number) }]);
    });
    // Two real server starts, one of them recovering PGlite after the kill, take a while.
  }, 180_000);
});
