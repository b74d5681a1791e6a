import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { analyticsSummaryMails, events } from '../../db/schema';
import { createJobRepository } from '../../jobs/repository';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { mailsTo } from '../../test/mail-outbox';
import { seedBeforeStart } from '../../test/seeded-venue';
import { startStuckSmtpServer, type StuckSmtpServer } from '../../test/fake-servers';
import { freshServerDatabase, startServer, waitFor, withServerDatabase } from '../../test/server-process';
import { placeUser } from '../../test/user-rows';
import { publishedEvent } from '../attendee-auth/attendee-test-support';

/**
 * The summary mail after kill -9 (docs/rules/analytics.md#summary-mail): the instance that claimed
 * the ended event dies while sending one organiser's mail and before the other's; the next start
 * sends each once, and the claim keeps it from queuing them again.
 */
describe('the analytics summary mail survives kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-summary-kill-'));
  let stuckSmtp: StuckSmtpServer;
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let env: Record<string, string>;
  let eventId: number;
  let organisers: SignedInUser[];
  const started: ChildProcess[] = [];

  const withDatabase = <T>(work: (db: Database) => Promise<T>) => withServerDatabase(database.target, work);
  const summaryMailsTo = (organiser: SignedInUser) => mailsTo(dataDir, organiser.email).filter((mail) => mail.subject === 'The figures of Ended Summit');

  beforeAll(async () => {
    stuckSmtp = await startStuckSmtpServer();
    database = await freshServerDatabase(dataDir);
    ({ eventId, organisers } = await seedBeforeStart(database.target, dataDir, async (setup) => {
      const owner = await signedInUser(setup);
      const manager = await signedInUser(setup);
      await placeUser(setup, manager.id, owner.companyId, 'manager');
      const event = await publishedEvent(setup, owner.token, { name: 'Ended Summit' });
      await setup.database.db.update(events).set({ endAt: new Date(Date.now() - 60_000) }).where(eq(events.id, event.eventId));
      return { eventId: event.eventId, organisers: [owner, manager] };
    }));
    env = { DATA_DIR: dataDir, JOBS_LEASE_SECONDS: '2', JOBS_POLL_INTERVAL_MS: '200', ...database.env };
  }, 60_000);
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    stuckSmtp?.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends each organiser's mail once after the instance that claimed the event was killed while sending", async () => {
    const first = await startServer({ ...env, SMTP_URL: stuckSmtp.url });
    started.push(first.child);
    // Its check at start claims the ended event and queues both mails; its worker then hangs in the first.
    await waitFor('the first instance to connect to SMTP', () => stuckSmtp.connections() === 1);
    first.child.kill('SIGKILL');
    await first.exited;
    await withDatabase(async (db) => {
      expect(await db.select({ eventId: analyticsSummaryMails.eventId }).from(analyticsSummaryMails)).toEqual([{ eventId }]);
      const summaryJobs = (await createJobRepository(db).list()).filter((job) => job.name === 'analytics.summary_mail');
      expect(summaryJobs.map((job) => job.status).toSorted()).toEqual(['queued', 'running']);
    });
    expect(organisers.flatMap(summaryMailsTo)).toEqual([]);

    const second = await startServer(env);
    started.push(second.child);
    await waitFor("both organisers' summary mails", () => organisers.every((organiser) => summaryMailsTo(organiser).length > 0));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    for (const organiser of organisers) {
      const mails = summaryMailsTo(organiser);
      expect(mails).toHaveLength(1);
      // The Message-ID a resend of a mail lost in flight would carry too (docs/rules/communications.md#delivery-after-a-crash).
      expect(mails[0]!.raw).toMatch(new RegExp(`^Message-ID: <analytics-summary-${eventId}-${organiser.id}@`, 'im'));
    }
    await withDatabase(async (db) => {
      expect(await createJobRepository(db).list()).toEqual([]);
      expect(await db.select({ eventId: analyticsSummaryMails.eventId }).from(analyticsSummaryMails)).toEqual([{ eventId }]);
    });
    // Two real server starts, one of them recovering PGlite after the kill, take a while.
  }, 180_000);
});
