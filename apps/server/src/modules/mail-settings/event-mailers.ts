import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import type { PubSub } from '../../adapters/pubsub/pubsub';
import type { SecretBox } from '../../crypto/secrets';
import type { EventMailSettings, MailSettingsRepository } from './repository';
import type { SmtpHostGuard } from './smtp-host-guard';
import { addressOf, createSmtpTransport, formatSender, sendThrough } from './smtp-transport';

/** Sends one event's mails: from its sender, with its reply-to, through its own SMTP server when it has one. */
export type EventMailer = { send(message: MailMessage): Promise<void> };

export type EventMailersDeps = {
  mail: Mailer;
  repository: MailSettingsRepository;
  secrets: SecretBox;
  pubsub: PubSub;
  guard: SmtpHostGuard;
  /** The app's MAIL_FROM: its address is the sender of events that set none. */
  appFrom: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Told of each mail sent through an event's own server, for the metrics. */
  counted: (result: 'sent' | 'failed') => void;
};

const CHANGED_CHANNEL = 'mail-settings:changed';
/** A cached mailer is read again after this long, so a renamed event's sender name follows within a minute. */
const MAX_AGE_MS = 60_000;
const SEND_TIMEOUT_MS = 30_000;

/** An event's own connection pool and the mails it is sending, so a replaced pool closes only once they are through. */
type Pool = { transport: Transporter; key: string; sending: number; retired: boolean };

type Entry = { loadedAt: number; mailer: EventMailer; pool: Pool | null };

/** What, when it changes, needs a new connection to the event's server. */
const transportKey = ({ settings }: EventMailSettings): string | null =>
  settings?.smtpEnabled && settings.smtpPort
    ? JSON.stringify([settings.smtpHost, settings.smtpPort, settings.smtpSecurity, settings.smtpUser, settings.smtpPasswordEncrypted])
    : null;

/**
 * Where an event's mails go out (docs/rules/communications.md#mail-settings): From is `"Sender name" <sender address>` (the
 * event's name and the app's address when left empty), with the event's reply-to, through the
 * event's own SMTP server when it has one, else through the app's mailer (SMTP_URL or the `.eml`
 * outbox). Each event's mailer is cached with its pooled transport, so `forEvent` is a map lookup
 * when warm. A save anywhere publishes the event's id and every instance drops its copy; while the
 * pub/sub may be losing messages, and after a minute in any case, the row is read again.
 */
export function createEventMailers(deps: EventMailersDeps) {
  const { mail, repository, secrets, pubsub, log } = deps;
  const appAddress = addressOf(deps.appFrom);
  const cache = new Map<number, Promise<Entry>>();

  const retire = (pool: Pool | null) => {
    if (!pool || pool.retired) return;
    pool.retired = true;
    if (pool.sending === 0) pool.transport.close();
  };
  const forget = (eventId: number) => {
    const entry = cache.get(eventId);
    cache.delete(eventId);
    void entry?.then((old) => retire(old.pool), () => undefined);
  };
  pubsub.subscribe(CHANGED_CHANNEL, (message) => {
    const eventId = (message as { eventId?: unknown }).eventId;
    if (typeof eventId === 'number') forget(eventId);
  });
  pubsub.onGap(() => {
    for (const eventId of [...cache.keys()]) forget(eventId);
  });

  const build = (found: EventMailSettings, previous: Entry | null): Entry => {
    const { settings } = found;
    const from = formatSender(settings?.senderName || found.eventName, settings?.senderEmail || appAddress);
    const replyTo = settings?.replyTo || undefined;
    const key = transportKey(found);
    let pool: Pool | null = null;
    if (key && settings) {
      if (previous?.pool?.key === key && !previous.pool.retired) pool = previous.pool;
      else {
        const password = settings.smtpPasswordEncrypted === null ? null : secrets.decrypt(settings.smtpPasswordEncrypted);
        const transport = createSmtpTransport(
          { host: settings.smtpHost, port: settings.smtpPort!, security: settings.smtpSecurity, user: settings.smtpUser, password },
          { pool: true, timeoutMs: SEND_TIMEOUT_MS, guard: deps.guard },
        );
        pool = { transport, key, sending: 0, retired: false };
      }
    }
    if (previous && previous.pool !== pool) retire(previous.pool);
    const own = pool;
    const send = async (message: MailMessage) => {
      const full = { ...message, from: message.from ?? from, replyTo: message.replyTo ?? replyTo };
      if (!own) return mail.send(full);
      own.sending += 1;
      try {
        await sendThrough(own.transport, full);
        deps.counted('sent');
      } catch (error) {
        deps.counted('failed');
        throw error;
      } finally {
        own.sending -= 1;
        if (own.retired && own.sending === 0) own.transport.close();
      }
    };
    return { loadedAt: deps.now().getTime(), mailer: { send }, pool };
  };

  const load = async (eventId: number, previous: Entry | null): Promise<Entry> => {
    const found = (await repository.find(eventId)) ?? { eventName: '', settings: null };
    return build(found, previous);
  };

  const forEvent = async (eventId: number): Promise<EventMailer> => {
    const cached = cache.get(eventId);
    if (cached) {
      const entry = await cached;
      if (pubsub.isDelivering() && deps.now().getTime() - entry.loadedAt < MAX_AGE_MS) return entry.mailer;
      // Another caller started the reload while this one waited: share it.
      if (cache.get(eventId) !== cached) return forEvent(eventId);
    }
    const previous = cached ? await cached : null;
    const loading = load(eventId, previous);
    cache.set(eventId, loading);
    loading.catch((error: unknown) => {
      if (cache.get(eventId) === loading) cache.delete(eventId);
      log.warn({ err: error, eventId }, "an event's mailer could not be built");
    });
    return (await loading).mailer;
  };

  return {
    /** The event's mailer; cheap when warm. Fails (and caches nothing) when the stored password cannot be decrypted. */
    forEvent,

    /** Tells every instance that the event's settings changed, so the next mail uses them. */
    async changed(eventId: number): Promise<void> {
      forget(eventId);
      await pubsub.publish(CHANGED_CHANNEL, { eventId });
    },

    /** The app's sender address, which an event without its own stands for. */
    appAddress,

    /** Closes every cached connection (the app is stopping). */
    close(): void {
      for (const eventId of [...cache.keys()]) forget(eventId);
    },
  };
}

export type EventMailers = ReturnType<typeof createEventMailers>;
