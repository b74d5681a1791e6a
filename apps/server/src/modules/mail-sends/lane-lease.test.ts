import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../adapters/mail/mailer';
import { mailSendRecipients } from '../../db/schema';
import { waitFor } from '../../test/server-process';
import { createTestApp, type TestApp } from '../../test/test-app';
import { targetOf } from '../attendees/service';
import { createMailSendsRepository, type MailSendsRepository } from './repository';
import { seedMailSend } from './seed-mail-send';
import { createMailSendWorker, type MailSendWorker } from './worker';

const silent = { error: () => {}, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
/** Short enough that renewals (every third of it) come many times within a test. */
const LEASE_MS = 300;

/** An SMTP server that takes each mail only when the test lets it. */
function heldMailer() {
  const sent: MailMessage[] = [];
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  return {
    sent,
    release: () => letGo(),
    mailer: {
      async send(message: MailMessage) {
        sent.push(message);
        await held;
      },
    },
  };
}

describe('the lanes of template sends renew their claims', () => {
  let t: TestApp;
  let repository: MailSendsRepository;
  const workers: MailSendWorker[] = [];

  beforeAll(async () => {
    // The app's own worker only runs when nudged: the lanes under test are the only ones claiming.
    t = await createTestApp({ PUBLIC_URL: 'https://aula.test', JOBS_POLL_INTERVAL_MS: '600000' });
    repository = createMailSendsRepository(t.database.db);
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await t.close();
  });

  const newWorker = (mailer: ReturnType<typeof heldMailer>['mailer']) => {
    const worker = createMailSendWorker({
      linkMails: { invitationUrl: async () => 'https://aula.test/e/MAIL/venue/invitation/x' },
      repository,
      eventMailers: { ...t.app.services.eventMailers, forEvent: async () => mailer },
      config: { publicUrl: 'https://aula.test', jobs: t.config.jobs, mailSends: { ...t.config.mailSends, concurrency: 1, leaseMs: LEASE_MS } },
      now: () => t.app.now(),
      log: silent,
      soleInstance: false,
    });
    workers.push(worker);
    return worker;
  };

  /** A send of one recipient, listed and running. */
  const oneRecipientSend = async () => {
    const seeded = await seedMailSend(t.database.db, 1, { enqueue: false });
    expect(await repository.listRecipients(seeded.sendId, targetOf({ filter: { q: '' } }), t.app.now())).toBe(true);
    return seeded.sendId;
  };
  const recipient = async (sendId: number) => {
    const [row] = await t.database.db
      .select({ status: mailSendRecipients.status, lockedUntil: mailSendRecipients.lockedUntil, attempts: mailSendRecipients.attempts })
      .from(mailSendRecipients)
      .where(eq(mailSendRecipients.sendId, sendId));
    return row!;
  };

  it('keeps a slow mail from being taken by a second lane while it is being sent', async () => {
    const sendId = await oneRecipientSend();
    const slow = heldMailer();
    const other = heldMailer();
    other.release();
    const holding = newWorker(slow.mailer).drain();
    await waitFor('the slow lane to send its mail', () => slow.sent.length === 1);

    // Far past the lease the recipient was claimed with: only a renewal since keeps the claim alive.
    t.advanceClock(100 * LEASE_MS);
    await waitFor('the lease to be renewed', async () => ((await recipient(sendId)).lockedUntil?.getTime() ?? 0) > t.app.now().getTime());
    await newWorker(other.mailer).drain();
    expect(other.sent).toEqual([]);

    slow.release();
    await holding;
    expect(await recipient(sendId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('does not record a mail whose claim another lane took over: the new holder does', async () => {
    const sendId = await oneRecipientSend();
    const slow = heldMailer();
    const holding = newWorker(slow.mailer).drain();
    await waitFor('the slow lane to send its mail', () => slow.sent.length === 1);
    // A lane whose clock says the lease ran out claims the recipient.
    const [takeover] = await repository.claim(new Date(t.app.now().getTime() + 3600_000), LEASE_MS, 1);
    expect(takeover?.sendId).toBe(sendId);

    slow.release();
    await holding;
    expect(await recipient(sendId)).toMatchObject({ status: 'sending', attempts: 2 });
    expect(await repository.settle(takeover!, { status: 'sent', at: t.app.now() })).toBe(true);
    expect(await recipient(sendId)).toMatchObject({ status: 'sent' });
  });
});
