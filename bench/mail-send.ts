// Sending a template to 2,000 recipients through a real SMTP server on loopback (docs/rules/communications.md#sending-templates): the
// send is stored straight in the database, then the server is started on it; from its start until
// the SMTP server has taken the 2,000th mail, in mails a second, with the default concurrency
// (MAIL_SEND_CONCURRENCY), on PGlite and (when BENCH_DATABASE_URL is set) PostgreSQL.
import fs from 'node:fs';
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/client';
import { seedMailSend } from '../apps/server/src/modules/mail-sends/seed-mail-send';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database';
import { startServer, waitFor } from '../apps/server/src/test/server-process';
import { startSmtpTestServer } from '../apps/server/src/test/smtp-test-server';
import { OFFLINE, tempDataDir } from './support';

const RECIPIENTS = 2_000;

type Result = { recipients: number; received: number; distinctMessageIds: number; seconds: number; mailsPerSecond: number };

async function measure(dataDir: string, target: DatabaseTarget, env: Record<string, string>): Promise<Result> {
  const smtp = await startSmtpTestServer();
  const handle = await openDatabase(target);
  await seedMailSend(handle.db, RECIPIENTS);
  await handle.close();
  const startedAt = performance.now();
  const server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: 'https://aula.test', SMTP_URL: smtp.url, ...OFFLINE, ...env });
  try {
    await waitFor('every mail of the send', () => smtp.received.length >= RECIPIENTS, 600_000);
    const seconds = (performance.now() - startedAt) / 1000;
    return {
      recipients: RECIPIENTS,
      received: smtp.received.length,
      distinctMessageIds: new Set(smtp.received.map((mail) => mail.parsed.messageId)).size,
      seconds: Math.round(seconds * 10) / 10,
      mailsPerSecond: Math.round(RECIPIENTS / seconds),
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await smtp.close();
  }
}

export async function benchMailSend(): Promise<Record<string, Result>> {
  const results: Record<string, Result> = {};
  const dataDir = tempDataDir('mail-send');
  try {
    results.pglite = await measure(dataDir, { pgliteDir: `${dataDir}/pglite` }, {});
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL);
    const pgDir = tempDataDir('mail-send-pg');
    try {
      results.postgres = await measure(pgDir, { url: scratch.url }, { DATABASE_URL: scratch.url });
    } finally {
      await scratch.drop();
      fs.rmSync(pgDir, { recursive: true, force: true });
    }
  }
  return results;
}
