import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { composeMail } from './compose';
import { createSmtpMailer } from './smtp-mailer';

describe('SMTP mailer against a real SMTP server on loopback', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer({ auth: { user: 'aula', pass: 'sëcret pass' } });
  });
  afterAll(() => smtp.close());

  it('delivers both parts with umlauts, the sender, the reply-to and whole links', async () => {
    const mailer = createSmtpMailer(smtp.url, 'Aula <no-reply@localhost>');
    const url = 'http://localhost:3000/auth/email-verification/Ab--cD_ef-0123456789abcdefghijklmnopqrstu';
    const message = composeMail(
      'jürgen@example.com',
      { subject: 'Grüße aus München', greeting: 'Hallo Jürgen,', paragraphs: ['Bitte bestätigen Sie Ihre Adresse.'], action: { label: 'Bestätigen', url }, closing: 'Ihr Aula-Team' },
      'de',
    );
    await mailer.send({ ...message, from: 'Messe Köln <events@example.com>', replyTo: 'fragen@example.com', messageId: '<send-1-rcpt-2@aula>' });
    mailer.close?.();

    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelopeTo).toEqual(['jürgen@example.com']);
    expect(mail!.parsed.subject).toBe('Grüße aus München');
    expect(mail!.parsed.from?.value[0]).toMatchObject({ name: 'Messe Köln', address: 'events@example.com' });
    expect(mail!.parsed.replyTo?.value[0]?.address).toBe('fragen@example.com');
    expect(mail!.parsed.messageId).toBe('<send-1-rcpt-2@aula>');
    expect(mail!.parsed.text).toContain('Hallo Jürgen,');
    expect(mail!.parsed.text).toContain(url);
    expect(mail!.parsed.html).toContain(`href="${url}"`);
    expect(mail!.parsed.html).toContain('Bitte bestätigen Sie Ihre Adresse.');
  });

  it('fails a send the server refuses, with its answer', async () => {
    const mailer = createSmtpMailer(`smtp://aula:wrong@127.0.0.1:${smtp.port}`, 'Aula <no-reply@localhost>');
    await expect(mailer.send(composeMail('a@example.com', { subject: 'x', greeting: 'x', paragraphs: [], closing: 'x' }))).rejects.toMatchObject({ responseCode: 535 });
    mailer.close?.();
  });
});
