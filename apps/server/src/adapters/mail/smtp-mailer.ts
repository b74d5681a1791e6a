import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** As many as the send worker runs at once by default (MAIL_SEND_CONCURRENCY). */
const SMTP_POOL_CONNECTIONS = 4;

/**
 * Sends through the SMTP server named by an `smtp://` or `smtps://` URL. A stuck server fails the
 * send within about two minutes (nodemailer waits up to ten by default); the worker renews its
 * claim meanwhile, so a slow send is not taken over by another one.
 * Connections are pooled: a send to thousands reuses a few connections instead of opening one per
 * mail (bench mail-send).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_POOL_CONNECTIONS,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ ...message, from: message.from ?? from, textEncoding: 'quoted-printable' });
    },
    close: () => transport.close(),
  };
}
