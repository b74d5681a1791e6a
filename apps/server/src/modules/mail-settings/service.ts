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
import type { SmtpHostGuard } from './smtp-host-guard';
import { internalHostRefused, sendTestMailThrough } from './smtp-test-attempt';
import { formatSender } from './smtp-transport';
import { composeTestMail } from './test-mail';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role' | 'lang'>;

type MailSettingsDeps = {
  repository: MailSettingsRepository;
  events: Pick<EventsService, 'requireOwned'>;
  users: Pick<UsersService, 'findById'>;
  secrets: SecretBox;
  eventMailers: EventMailers;
  mail: Mailer;
  guard: SmtpHostGuard;
  /** How long a test mail through the event's own server may take; its failures are answered after this time. */
  testTimeoutMs: number;
  publicUrl: string;
  now: () => Date;
};

const testFailed = (reason: string) => new DomainError(422, ERROR_CODES.mailTestFailed, 'mail_test_failed', undefined, { reason });

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * The event's mail settings (settings/standard/configure, docs/rules/communications.md#mail-settings): who its mails come from, where
 * replies go and, optionally, its own SMTP server. The password is sealed with the secrets key
 * and never answered; every call checks that the caller's company owns the event.
 */
export function createMailSettingsService(deps: MailSettingsDeps) {
  const { repository, events, secrets, eventMailers, guard } = deps;

  /** An own server must not be inside the app's networks (docs/rules/communications.md#mail-settings). */
  const refuseInternalHost = async (body: SaveMailSettingsBody) => {
    if (body.smtpEnabled && (await guard.refuses(body.smtpHost))) throw internalHostRefused();
  };

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
      await refuseInternalHost(body);
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
     * password uses the stored one). A host inside the app's networks is a field error; a password
     * the key cannot open, a refused login or a server that cannot be reached answers 422.
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
      if (!body.smtpEnabled || body.smtpPort === null) {
        try {
          await deps.mail.send(message);
        } catch (error) {
          throw testFailed(reasonOf(error));
        }
        return { to: organiser.email, via: 'app' };
      }
      await refuseInternalHost(body);
      let password: string | null;
      try {
        password = passwordFor(body, settings?.smtpPasswordEncrypted ?? null);
      } catch (error) {
        throw testFailed(reasonOf(error));
      }
      await sendTestMailThrough(
        { host: body.smtpHost, port: body.smtpPort, security: body.smtpSecurity, user: body.smtpUser, password },
        message,
        { guard, timeoutMs: deps.testTimeoutMs },
      );
      return { to: organiser.email, via: 'event' };
    },
  };
}

export type MailSettingsService = ReturnType<typeof createMailSettingsService>;
