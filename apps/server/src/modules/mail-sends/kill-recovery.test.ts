import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailSendRecipients, mailSends } from '../../db/schema';
import { closedPortUrl } from '../../test/fake-servers';
import { freshServerDatabase, startServer, waitFor, withServerDatabase } from '../../test/server-process';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { seedMailSend, type SeededSend } from './seed-mail-send';

const RECIPIENTS = 2_000;
const CONCURRENCY = 4;

describe('a 2,000-recipient send survives kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-mail-kill-'));
  let smtp: SmtpTestServer;
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let env: Record<string, string>;
  let seeded: SeededSend;
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    database = await freshServerDatabase(dataDir);
    seeded = await withServerDatabase(database.target, (db) => seedMailSend(db, RECIPIENTS));
    env = {
      DATA_DIR: dataDir,
      BREACH_CHECK_URL: `${await closedPortUrl()}/range/`,
      PUBLIC_URL: 'https://aula.test',
      SMTP_URL: smtp.url,
      JOBS_POLL_INTERVAL_MS: '200',
      MAIL_SEND_CONCURRENCY: String(CONCURRENCY),
      // On PGlite the restarted process is alone and must take the killed one's mails up at once,
      // long before this lease ends; on PostgreSQL, where it cannot know that, the short lease does.
      MAIL_SEND_LEASE_SECONDS: database.env.DATABASE_URL ? '2' : '600',
      ...database.env,
    };
  });
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await smtp?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const withDatabase = <T>(work: (db: Database) => Promise<T>) => withServerDatabase(database.target, work);
  const distinctIds = () => new Set(smtp.received.map((mail) => mail.parsed.messageId));
  /** The recipients being sent (claimed, not yet recorded) while no process runs: the mails in flight at the kill. */
  const inFlight = () =>
    withDatabase(async (db) => {
      const rows = await db
        .select({ email: mailSendRecipients.email })
        .from(mailSendRecipients)
        .where(and(eq(mailSendRecipients.sendId, seeded.sendId), eq(mailSendRecipients.status, 'sending')));
      return new Set(rows.map((row) => row.email));
    });

  it('sends every recipient at least once; only the mails in flight at the kill go twice, with the same Message-ID', async () => {
    const first = await startServer(env);
    started.push(first.child);
    await waitFor('the first 400 mails', () => smtp.received.length >= 400);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(smtp.received.length).toBeLessThan(RECIPIENTS);
    // Each lane records its mail as sent as soon as the server accepted it, so at most one per lane is in flight.
    const inFlightAtKill = await inFlight();
    expect(inFlightAtKill.size).toBeLessThanOrEqual(CONCURRENCY);

    const second = await startServer(env);
    started.push(second.child);
    await waitFor('every recipient to be sent a mail', () => distinctIds().size >= RECIPIENTS, 240_000);
    await waitFor('the second instance to finish the send', () => second.output().includes('mail sends finished'));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const mailsByAddress = new Map<string, string[]>();
    for (const mail of smtp.received) {
      for (const address of mail.envelopeTo) mailsByAddress.set(address, [...(mailsByAddress.get(address) ?? []), mail.parsed.messageId!]);
    }
    expect(mailsByAddress.size).toBe(RECIPIENTS);
    expect(distinctIds().size).toBe(RECIPIENTS);
    const twice = [...mailsByAddress].filter(([, messageIds]) => messageIds.length > 1);
    for (const [address, messageIds] of twice) {
      expect(inFlightAtKill).toContain(address);
      expect(messageIds).toEqual([messageIds[0], messageIds[0]]);
    }
    for (const id of distinctIds()) expect(id).toMatch(new RegExp(`^<send-${seeded.sendId}-\\d+@aula\\.test>$`));

    await withDatabase(async (db) => {
      const states = await db
        .select({ status: mailSendRecipients.status, count: sql<number>`count(*)::int` })
        .from(mailSendRecipients)
        .where(eq(mailSendRecipients.sendId, seeded.sendId))
        .groupBy(mailSendRecipients.status);
      expect(states.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([{ status: 'sent', count: RECIPIENTS }]);
      const [send] = await db.select().from(mailSends).where(eq(mailSends.id, seeded.sendId));
      expect(send).toMatchObject({ status: 'done', recipientCount: RECIPIENTS });
    });
  }, 300_000);
});
