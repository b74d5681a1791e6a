import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { mailSendRecipients, mailSends } from '../../db/schema';
import { closedPortUrl } from '../../test/fake-servers';
import { freshServerDatabase, startServer, waitFor } from '../../test/server-process';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { seedMailSend, type SeededSend } from './seed-mail-send';

const RECIPIENTS = 2_000;
const CONCURRENCY = 4;
const LEASE_SECONDS = 2;

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
    const handle = await openDatabase(database.target);
    try {
      seeded = await seedMailSend(handle.db, RECIPIENTS);
    } finally {
      await handle.close();
    }
    env = {
      DATA_DIR: dataDir,
      BREACH_CHECK_URL: `${await closedPortUrl()}/range/`,
      PUBLIC_URL: 'https://aula.test',
      SMTP_URL: smtp.url,
      JOBS_POLL_INTERVAL_MS: '200',
      MAIL_SEND_CONCURRENCY: String(CONCURRENCY),
      MAIL_SEND_LEASE_SECONDS: String(LEASE_SECONDS),
      ...database.env,
    };
  });
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await smtp?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const distinctIds = () => new Set(smtp.received.map((mail) => mail.parsed.messageId));

  it('sends every recipient one mail with its own Message-ID, and the database counts each sent once', async () => {
    const first = await startServer(env);
    started.push(first.child);
    await waitFor(() => smtp.received.length >= 400);
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = smtp.received.length;
    expect(atKill).toBeLessThan(RECIPIENTS);

    const second = await startServer(env);
    started.push(second.child);
    await waitFor(() => distinctIds().size >= RECIPIENTS);
    // Claims the killed process held run out after the lease; the restarted worker settles them and then finishes the send.
    await waitFor(() => second.output().includes('mail sends finished'));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const ids = distinctIds();
    expect(ids.size).toBe(RECIPIENTS);
    // Only a mail in flight at the kill (the server said 250, the database had not yet heard) may come twice, with the same Message-ID.
    expect(smtp.received.length).toBeLessThanOrEqual(RECIPIENTS + CONCURRENCY);
    for (const id of ids) expect(id).toMatch(new RegExp(`^<send-${seeded.sendId}-\\d+@aula\\.test>$`));
    const addresses = new Set(smtp.received.flatMap((mail) => mail.envelopeTo));
    expect(addresses.size).toBe(RECIPIENTS);

    const handle = await openDatabase(database.target);
    try {
      const states = await handle.db
        .select({ status: mailSendRecipients.status, count: sql<number>`count(*)::int` })
        .from(mailSendRecipients)
        .where(eq(mailSendRecipients.sendId, seeded.sendId))
        .groupBy(mailSendRecipients.status);
      expect(states.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([{ status: 'sent', count: RECIPIENTS }]);
      const [send] = await handle.db.select().from(mailSends).where(eq(mailSends.id, seeded.sendId));
      expect(send).toMatchObject({ status: 'done', recipientCount: RECIPIENTS });
    } finally {
      await handle.close();
    }
  }, 300_000);
});
