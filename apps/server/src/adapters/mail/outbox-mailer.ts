import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

const linkPattern = /https?:\/\/[^\s"'<>]+/g;

/**
 * Writes every message as an RFC 822 `.eml` file into `dir` and logs its subject and links, so a
 * machine without SMTP still lets people activate accounts and reset passwords.
 */
export function createOutboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // A per-process sequence keeps file names in sending order even within one millisecond.
  let sequence = 0;
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ ...message, from: message.from ?? from, textEncoding: 'quoted-printable' });
      await fs.promises.mkdir(dir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(sequence).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(dir, name);
      // Written under another name and renamed, so whoever watches the folder never reads half a mail.
      await fs.promises.writeFile(`${file}.part`, info.message);
      await fs.promises.rename(`${file}.part`, file);
      const links = [...new Set(message.text.match(linkPattern) ?? [])];
      log.info({ to: message.to, subject: message.subject, links, file }, 'mail written to the outbox');
    },
  };
}
