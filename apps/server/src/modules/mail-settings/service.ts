import type { MailSettings, SaveMailSettingsBody, TestMailResult } from '@aula/shared';
import { ERROR_CODES } from '@aula/shared';
import type { Mailer } from '../../adapters/mail/mailer';
import type { SecretBox } from '../../crypto/secrets';
import { DomainError, notFound } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import type { UsersService } from '../users/service';
import type { EventMailers } from './event-mailers';
import type { EventMailSettings, MailSettingsRepository } from './repository';
import { createSmtpTransport, formatSender, sendThrough } from './smtp-transport';
import { composeTestMail } from './test-mail';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role' | 'lang'>;

type MailSettingsDeps = {
  repository: MailSettingsRepository;
  events: Pick<EventsService, 'requireOwned'>;
  users: Pick<UsersService, 'findById'>;
  secrets: SecretBox;
  eventMailers: EventMailers;
  mail: Mailer;
  publicUrl: string;
  now: () => Date;
};

/** A test mail gives up on a silent server after this long, so the organiser waits seconds, not minutes. */
const TEST_TIMEOUT_MS = 10_000;

const testFailed = (reason: string) => new DomainError(422, ERROR_CODES.mailTestFailed, 'mail_test_failed', undefined, { reason });

/** The reason a server gave, short enough for a message: nodemailer's text, e.g. "Invalid login: 535 …" or "connect ECONNREFUSED …". */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * The event's mail settings (settings/standard/configure, docs/rules/communications.md#mail-settings): who its mails come from, where
 * replies go and, optionally, its own SMTP server. The password is sealed with the secrets key
 * and never answered; every call checks that the caller's company owns the event.
 */
export function createMailSettingsService(deps: MailSettingsDeps) {
  const { repository, events, secrets, eventMailers } = deps;

  const present = (eventId: number, { eventName, settings }: EventMailSettings): MailSettings => ({
    eventId,
    senderName: settings?.senderName ?? '',
    senderEmail: settings?.senderEmail ?? '',
    replyTo: settings?.replyTo ?? '',
    smtpEnabled: settings?.smtpEnabled ?? false,
    smtpHost: settings?.smtpHost ?? '',
    smtpPort: settings?.smtpPort ?? null,
    smtpSecurity: settings?.smtpSecurity ?? 'starttls',
    smtpUser: settings?.smtpUser ?? '',
    passwordStored: settings?.smtpPasswordEncrypted != null,
    defaultSenderName: eventName,
    defaultSenderAddress: eventMailers.appAddress,
    saved: settings !== null,
  });

  const find = async (user: Caller, eventId: number): Promise<EventMailSettings> => {
    await events.requireOwned(user, eventId);
    const found = await repository.find(eventId);
    if (!found) throw notFound();
    return found;
  };

  /** The password the form means: a new one typed, none when removed, else the stored one. */
  const passwordFor = (body: SaveMailSettingsBody, stored: string | null): string | null => {
    if (body.smtpPassword !== '') return body.smtpPassword;
    if (body.removePassword || stored === null) return null;
    return secrets.decrypt(stored);
  };

  return {
    async get(user: Caller, eventId: number): Promise<MailSettings> {
      return present(eventId, await find(user, eventId));
    },

    async save(user: Caller, eventId: number, body: SaveMailSettingsBody): Promise<MailSettings> {
      const { settings } = await find(user, eventId);
      const stored = settings?.smtpPasswordEncrypted ?? null;
      const sealed = body.smtpPassword !== '' ? secrets.encrypt(body.smtpPassword) : body.removePassword ? null : stored;
      await repository.save(
        eventId,
        {
          senderName: body.senderName,
          senderEmail: body.senderEmail,
          replyTo: body.replyTo,
          smtpEnabled: body.smtpEnabled,
          smtpHost: body.smtpHost,
          smtpPort: body.smtpPort,
          smtpSecurity: body.smtpSecurity,
          smtpUser: body.smtpUser,
          smtpPasswordEncrypted: sealed,
        },
        deps.now(),
      );
      await eventMailers.changed(eventId);
      return present(eventId, await find(user, eventId));
    },

    /**
     * Sends a test mail to the signed-in organiser with the form's values, unsaved (an empty
     * password uses the stored one). Whatever stops it, an unreachable host, a refused login, a
     * password the key cannot open, answers 422 with the reason.
     */
    async testMail(user: Caller, eventId: number, body: SaveMailSettingsBody): Promise<TestMailResult> {
      const { eventName, settings } = await find(user, eventId);
      const organiser = await deps.users.findById(user.id);
      if (!organiser) throw notFound();
      const message = {
        ...composeTestMail(organiser.email, {
          eventName,
          settingsUrl: `${deps.publicUrl}/event/${eventId}/settings/standard`,
          lang: user.lang,
        }),
        from: formatSender(body.senderName || eventName, body.senderEmail || eventMailers.appAddress),
        replyTo: body.replyTo || undefined,
      };
      try {
        if (!body.smtpEnabled || body.smtpPort === null) {
          await deps.mail.send(message);
          return { to: organiser.email, via: 'app' };
        }
        const password = passwordFor(body, settings?.smtpPasswordEncrypted ?? null);
        const transport = createSmtpTransport(
          { host: body.smtpHost, port: body.smtpPort, security: body.smtpSecurity, user: body.smtpUser, password },
          { pool: false, timeoutMs: TEST_TIMEOUT_MS },
        );
        try {
          await sendThrough(transport, message);
        } finally {
          transport.close();
        }
        return { to: organiser.email, via: 'event' };
      } catch (error) {
        throw testFailed(reasonOf(error));
      }
    },
  };
}

export type MailSettingsService = ReturnType<typeof createMailSettingsService>;
