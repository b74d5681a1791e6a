import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpSecurity } from '@aula/shared';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { SmtpHostGuard } from './smtp-host-guard';

/** Where and how to reach an event's own SMTP server. */
export type SmtpServerSettings = { host: string; port: number; security: SmtpSecurity; user: string; password: string | null };

/**
 * A nodemailer transport for the event's server. `none` never upgrades (ignoreTLS), `starttls`
 * insists on the upgrade (requireTLS) so a password never crosses in the clear by surprise, `tls`
 * speaks TLS from the first byte. Pooled for sending: one connection carries many mails. Every
 * connection is opened through the guard, which refuses the server's own networks each time.
 */
export function createSmtpTransport(
  server: SmtpServerSettings,
  { pool, timeoutMs, guard }: { pool: boolean; timeoutMs: number; guard: SmtpHostGuard },
): Transporter {
  return nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    ignoreTLS: server.security === 'none',
    auth: server.user ? { user: server.user, pass: server.password ?? '' } : undefined,
    pool,
    maxConnections: 5,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
    getSocket: (_options, callback) => {
      guard.connect(server.host, server.port, timeoutMs).then(
        (connection) => callback(null, { connection }),
        (error: Error) => callback(error, false),
      );
    },
  });
}

/** Sends one mail through a transport the way the app's mailers do (quoted-printable text). */
export async function sendThrough(transport: Transporter, message: MailMessage & { from: string }): Promise<void> {
  await transport.sendMail({ ...message, textEncoding: 'quoted-printable' });
}

/** `"Name" <address>`, the name quoted so that commas, quotes and umlauts survive (nodemailer encodes them). */
export function formatSender(name: string, address: string): string {
  return name ? `"${name.replace(/["\\]/g, '\\$&')}" <${address}>` : address;
}

/** The address part of a `Name <address>` or a bare address, as MAIL_FROM is written. */
export function addressOf(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match ? match[1]! : from).trim();
}
