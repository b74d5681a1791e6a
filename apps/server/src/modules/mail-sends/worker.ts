import { asLanguage, type Language, type MailPlaceholderValues } from '@aula/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { holdLease } from '../../jobs/lease';
import { createPollingLoop } from '../../jobs/polling-loop';
import type { AttendeeLinkMails } from '../attendee-auth/link-mails';
import type { EventMailers } from '../mail-settings/event-mailers';
import { placeholderValues, prepareTemplateMail, wordsFor, type RenderedMail } from '../mail-templates/render';
import { classifyFailure, mailRetryDelayMs, sendMessageId } from './policy';
import type { ClaimedRecipient, MailSendsRepository, SendEvent } from './repository';

type Outcome = Parameters<MailSendsRepository['settle']>[1];

type Deps = {
  linkMails: Pick<AttendeeLinkMails, 'invitationUrl'>;
  repository: MailSendsRepository;
  eventMailers: EventMailers;
  config: Pick<Config, 'publicUrl' | 'mailSends' | 'jobs'>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Alone on the database (PGlite): recipients found being sent at start were a dead process's, and go again at once. */
  soleInstance: boolean;
};

/** A running send as its mails need it: the event, and its words laid out once per language. */
type PreparedSend = { eventId: number; event: SendEvent; fill: Record<Language, (values: MailPlaceholderValues) => RenderedMail> };

/** Sends kept laid out in memory; a few at a time run on one instance. */
const PREPARED_MAX = 20;

/** The venue's address for an event: its sign-in page. */
export const venueUrl = (publicUrl: string, code: string | null): string => (code ? `${publicUrl}/e/${code}/venue` : publicUrl);

/**
 * Hands the recipients of running sends to the SMTP server (docs/rules/communications.md#sending-templates). Each instance runs
 * `concurrency` lanes; a lane claims one recipient (SKIP LOCKED, with a lease it renews while it
 * sends), sends its mail with a fixed Message-ID and writes the outcome only while its claim holds.
 * A recipient marked sent is never claimed again; one whose lease ran out (its process died) is
 * claimed again, and its mail goes out again with the same Message-ID.
 */
export function createMailSendWorker({ linkMails, repository, eventMailers, config, now, log, soleInstance }: Deps) {
  const prepared = new Map<number, PreparedSend>();
  const { concurrency, leaseMs, maxAttempts, retryBaseMs } = config.mailSends;

  async function prepare(sendId: number): Promise<PreparedSend | null> {
    const cached = prepared.get(sendId);
    if (cached) return cached;
    const send = await repository.findSendById(sendId);
    const event = send ? await repository.findEvent(send.eventId) : null;
    if (!send || !event) return null;
    const entry: PreparedSend = {
      eventId: send.eventId,
      event,
      fill: { en: prepareTemplateMail(wordsFor(send, 'en'), 'en'), de: prepareTemplateMail(wordsFor(send, 'de'), 'de') },
    };
    if (prepared.size >= PREPARED_MAX) prepared.delete(prepared.keys().next().value!);
    prepared.set(sendId, entry);
    return entry;
  }

  /** The personal sign-in link: a fresh invitation for an account without a password, else the venue's sign-in page. */
  async function signInLink(account: { id: number; hasPassword: boolean }, code: string | null): Promise<string> {
    if (account.hasPassword || !code) return venueUrl(config.publicUrl, code);
    return linkMails.invitationUrl(account.id, code);
  }

  /** Sends one claimed recipient's mail; answers its outcome, or null when the claim was lost before sending. */
  async function attempt(claimed: ClaimedRecipient, lost: AbortSignal): Promise<Outcome | null> {
    const send = await prepare(claimed.sendId);
    const account = await repository.recipientAccount(claimed.accountId);
    if (!send || !account) return { status: 'failed', error: 'The account is no longer active.' };
    const lang = asLanguage(claimed.lang);
    const { event } = send;
    const links = { venueLink: venueUrl(config.publicUrl, event.code), signInLink: await signInLink(account, event.code) };
    const recipient = { firstName: account.firstName, lastName: account.lastName, email: claimed.email, company: account.company };
    const mail = send.fill[lang](placeholderValues(event, recipient, links, lang));
    // Another lane holds the recipient now and sends it itself; one more copy would only be a duplicate.
    if (lost.aborted) return null;
    try {
      const mailer = await eventMailers.forEvent(send.eventId);
      await mailer.send({ to: claimed.email, ...mail, messageId: sendMessageId(claimed.sendId, claimed.id, config.publicUrl) });
    } catch (error) {
      const outcome = classifyFailure(error, claimed.attempts, maxAttempts);
      log.warn({ err: error, sendId: claimed.sendId, recipientId: claimed.id, outcome: outcome.kind }, 'a template mail was not sent');
      return outcome.kind === 'retry'
        ? { status: 'queued', error: outcome.reason, retryAt: new Date(now().getTime() + mailRetryDelayMs(claimed.attempts, retryBaseMs)) }
        : { status: outcome.kind, error: outcome.reason };
    }
    return { status: 'sent', at: now() };
  }

  /**
   * Delivers one claimed recipient while renewing its lease, and records the outcome at once: the
   * mail the SMTP server accepted counts as sent before the lane takes the next one, so a crash
   * can send again at most the one mail each lane had in flight.
   */
  async function deliver(claimed: ClaimedRecipient): Promise<void> {
    const lease = holdLease(() => repository.renew(claimed, now(), leaseMs), leaseMs, (error) =>
      log.warn({ err: error, recipientId: claimed.id }, 'renewing a template mail lease failed'),
    );
    try {
      const outcome = await attempt(claimed, lease.signal);
      if (outcome && !(await repository.settle(claimed, outcome))) {
        log.warn({ sendId: claimed.sendId, recipientId: claimed.id }, 'a template mail was settled after another lane took it over');
      }
    } finally {
      lease.release();
    }
  }

  /** One lane: claims and sends until nothing is due, or `keepGoing` says stop. */
  async function lane(keepGoing: () => boolean): Promise<void> {
    while (keepGoing()) {
      const [claimed] = await repository.claim(now(), leaseMs, 1);
      if (!claimed) return;
      await deliver(claimed);
    }
  }

  async function pass(keepGoing: () => boolean): Promise<void> {
    await Promise.all(Array.from({ length: concurrency }, () => lane(keepGoing)));
    const finished = await repository.finishDrained(now());
    if (finished.length > 0) log.info({ sendIds: finished }, 'mail sends finished');
  }

  const loop = createPollingLoop(pass, {
    intervalMs: config.jobs.pollIntervalMs,
    onError: (error) => log.error({ err: error }, 'mail send pass failed'),
  });

  return {
    /** Makes a started worker look for recipients now. */
    nudge: loop.nudge,
    async start(): Promise<void> {
      if (soleInstance) {
        const orphans = await repository.expireAllLeases(now());
        if (orphans > 0) log.info({ recipients: orphans }, 'sending again the template mails a process that died had in flight');
      }
      loop.start();
    },
    stop: loop.stop,
    /** Sends everything due now and waits (tests). */
    drain: loop.drain,
  };
}

export type MailSendWorker = ReturnType<typeof createMailSendWorker>;
