import type { Mailer, MailMessage } from '../../adapters/mail/mailer';

/** Sends one event's mails: from its sender, with its reply-to, through its own SMTP server when it has one. */
export type EventMailer = { send(message: MailMessage): Promise<void> };

export type EventMailersDeps = { mail: Mailer };

/**
 * Where an event's mails go out (issue 11 §3). Until an event has its own settings, the app's
 * mailer (SMTP_URL, or the `.eml` outbox) sends them from `MAIL_FROM`.
 */
export function createEventMailers({ mail }: EventMailersDeps) {
  return {
    async forEvent(_eventId: number): Promise<EventMailer> {
      return mail;
    },
  };
}

export type EventMailers = ReturnType<typeof createEventMailers>;
