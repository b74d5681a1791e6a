import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailSendRecipients, mailSends } from '../../db/schema';
import { closedPortUrl } from '../../test/fake-servers';
import { freshServerDatabase, startServer, waitFor, withServerDatabase } from '../../test/server-process';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { seedMailSend, type SeededSend } from './seed-mail-send';

const RECIPIENTS = 600;

// Two processes share a database only on PostgreSQL; PGlite belongs to one process.
describe.skipIf(process.env.TEST_DB !== 'postgres')('two instances draining one send', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-mail-two-'));
  let smtp: SmtpTestServer;
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let seeded: SeededSend;
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    database = await freshServerDatabase(dataDir);
    seeded = await withServerDatabase(database.target, (db) => seedMailSend(db, RECIPIENTS));
  });
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await smtp?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const states = async (db: Database) => {
    const rows = await db
      .select({ status: mailSendRecipients.status, count: sql<number>`count(*)::int` })
      .from(mailSendRecipients)
      .where(eq(mailSendRecipients.sendId, seeded.sendId))
      .groupBy(mailSendRecipients.status);
    return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
  };

  it('sends each recipient exactly one mail while both instances claim from the same queue', async () => {
    const env = {
      DATA_DIR: dataDir,
      BREACH_CHECK_URL: `${await closedPortUrl()}/range/`,
      PUBLIC_URL: 'https://aula.test',
      SMTP_URL: smtp.url,
      JOBS_POLL_INTERVAL_MS: '100',
      MAIL_SEND_CONCURRENCY: '4',
      ...database.env,
    };
    const servers = await Promise.all([startServer(env), startServer(env)]);
    started.push(...servers.map((server) => server.child));
    await withServerDatabase(database.target, (db) =>
      waitFor('the send to be done', async () => {
        const [send] = await db.select({ status: mailSends.status }).from(mailSends).where(eq(mailSends.id, seeded.sendId));
        return send?.status === 'done';
      }),
    );
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));

    expect(await withServerDatabase(database.target, states)).toEqual([{ status: 'sent', count: RECIPIENTS }]);
    expect(smtp.received.length).toBe(RECIPIENTS);
    expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(RECIPIENTS);
    expect(new Set(smtp.received.flatMap((mail) => mail.envelopeTo)).size).toBe(RECIPIENTS);
  }, 180_000);
});
