import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends through the SMTP server named by an `smtp://` or `smtps://` URL. A stuck server fails the
 * send within about two minutes (nodemailer waits up to ten by default), well inside a job's lease.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ ...message, from: message.from ?? from, textEncoding: 'quoted-printable' });
    },
  };
}
