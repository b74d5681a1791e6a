import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { readOutbox } from '../../test/mail-outbox';
import { composeMail } from './compose';
import { createOutboxMailer } from './outbox-mailer';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-outbox-'));
const logged: unknown[] = [];
const log = { info: (entry: unknown) => logged.push(entry) } as unknown as FastifyBaseLogger;

describe('outbox mailer', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes RFC 822 files in sending order with a text and an escaped HTML part, and logs the links', async () => {
    const mailer = createOutboxMailer(path.join(dataDir, 'mail'), 'Aula <no-reply@localhost>', log);
    const content = {
      subject: 'Grüße <b>',
      greeting: 'Hallo <script>alert(1)</script>,',
      paragraphs: ['Bitte "bestätigen" & weiter.'],
      action: { label: 'Aktivieren', url: 'http://localhost:3000/auth/email-verification/abc?x=1&y=2' },
      closing: 'Ihr Aula-Team',
    };
    for (let i = 0; i < 3; i++) await mailer.send(composeMail(`person${i}@example.com`, content));

    const mails = readOutbox(dataDir);
    expect(mails.map((m) => m.to)).toEqual(['person0@example.com', 'person1@example.com', 'person2@example.com']);
    const [first] = mails;
    expect(first!.raw).toMatch(/^From: Aula <no-reply@localhost>$/m);
    expect(first!.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(first!.subject).toBe('Grüße <b>');
    expect(first!.text).toContain('Hallo <script>alert(1)</script>,');
    expect(first!.links).toEqual(['http://localhost:3000/auth/email-verification/abc?x=1&y=2']);
    expect(first!.html).toContain('Hallo &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(first!.html).toContain('Bitte &quot;bestätigen&quot; &amp; weiter.');
    expect(first!.html).toContain('href="http://localhost:3000/auth/email-verification/abc?x=1&amp;y=2"');
    expect(first!.html).not.toContain('<script>');
    expect(logged[0]).toMatchObject({ subject: 'Grüße <b>', links: ['http://localhost:3000/auth/email-verification/abc?x=1&y=2'] });
  });

  it('keeps every link whole, even when the wrapped text puts two dashes at the start of a line', async () => {
    const dir = path.join(dataDir, 'dashes');
    const mailer = createOutboxMailer(path.join(dir, 'mail'), 'Aula <no-reply@localhost>', log);
    // Across these offsets the quoted-printable wrap lands right before the `--` in one of them.
    const urls = Array.from({ length: 40 }, (_, shift) => `http://localhost:3000/auth/email-verification/${'a'.repeat(shift)}--${'b'.repeat(30)}`);
    for (const url of urls) {
      await mailer.send(composeMail('dashes@example.com', { subject: 'Link', greeting: 'Hello,', paragraphs: [], action: { label: 'Open', url }, closing: 'Aula' }));
    }
    const mails = readOutbox(dir);
    expect(mails.some((m) => /\n--b/.test(m.raw))).toBe(true);
    expect(mails.map((m) => m.links[0])).toEqual(urls);
    expect(fs.readdirSync(path.join(dir, 'mail')).every((name) => name.endsWith('.eml'))).toBe(true);
  });

  it('writes an attachment as a part of its own, named, beside the text and the HTML', async () => {
    const dir = path.join(dataDir, 'attachment');
    const mailer = createOutboxMailer(path.join(dir, 'mail'), 'Aula <no-reply@localhost>', log);
    const pdf = Buffer.from('%PDF-1.4 summary');
    const message = composeMail('organiser@example.com', { subject: 'Figures', greeting: 'Hello,', paragraphs: ['Attached.'], action: { label: 'Open', url: 'http://localhost:3000/event/1/analytics' }, closing: 'Aula' });
    await mailer.send({ ...message, attachments: [{ filename: 'summit-summary.pdf', content: pdf, contentType: 'application/pdf' }] });

    const [mail] = readOutbox(dir);
    expect(mail!.raw).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(mail!.raw).toMatch(/^Content-Type: application\/pdf; name=summit-summary\.pdf$/m);
    expect(mail!.raw).toContain(pdf.toString('base64'));
    expect(mail!.text).toContain('Attached.');
  });
});
