import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SecretDecryptError, createSecretBox, localSecretsKey } from '../../crypto/secrets';
import { eventMailSettings } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { mailsTo } from '../../test/mail-outbox';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENTS_TEST_ENV, eventsClient } from '../events/events-test-support';
import { germanOrganiser, mailSettingsClient, mailSettingsForm } from './mail-settings-test-support';

const SMTP_AUTH = { user: 'mailer', pass: 'Sturm-Wäscher-42!' };
const TEST_TIMEOUT_MS = 2000;
/** The test SMTP servers listen on loopback, which only the operator's allow-list opens to organisers. */
const MAIL_TEST_ENV = { ...EVENTS_TEST_ENV, MAIL_ALLOWED_INTERNAL_HOSTS: '127.0.0.1', MAIL_TEST_TIMEOUT_MS: String(TEST_TIMEOUT_MS) };

/** A port that takes connections and never says a word, as a database or a cache would to an SMTP client. */
async function silentPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('event mail settings', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let organiser: SignedInUser;
  let stranger: SignedInUser;
  let api: ReturnType<typeof mailSettingsClient>;
  let eventId: number;
  let plainEventId: number;

  const ownServer = (change: Record<string, unknown> = {}) =>
    mailSettingsForm({
      senderName: 'Sommerfest Team',
      senderEmail: 'team@sommerfest.example',
      replyTo: 'fragen@sommerfest.example',
      smtpEnabled: true,
      smtpHost: '127.0.0.1',
      smtpPort: String(smtp.port),
      smtpSecurity: 'none',
      smtpUser: SMTP_AUTH.user,
      smtpPassword: SMTP_AUTH.pass,
      ...change,
    });

  beforeAll(async () => {
    t = await createTestApp(MAIL_TEST_ENV);
    smtp = await startSmtpTestServer({ auth: SMTP_AUTH });
    organiser = await germanOrganiser(t);
    stranger = await signedInUser(t);
    api = mailSettingsClient(t, organiser.token);
    eventId = await eventsClient(t, organiser.token).create({ name: 'Sommerfest Größenwahn' });
    plainEventId = await eventsClient(t, organiser.token).create({ name: 'Plain Expo' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers the defaults before anything is saved', async () => {
    const res = await api.get(eventId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      eventId,
      senderName: '',
      smtpEnabled: false,
      passwordStored: false,
      defaultSenderName: 'Sommerfest Größenwahn',
      defaultSenderAddress: 'no-reply@localhost',
      saved: false,
    });
  });

  it("refuses another company's event like an unknown one, for every call", async () => {
    const foreign = mailSettingsClient(t, stranger.token);
    expect((await foreign.get(eventId)).statusCode).toBe(404);
    expect((await foreign.save(eventId, mailSettingsForm())).statusCode).toBe(404);
    expect((await foreign.testMail(eventId, mailSettingsForm())).statusCode).toBe(404);
    expect((await api.get(999_999)).statusCode).toBe(404);
    expect((await api.get(eventId)).json().data.saved).toBe(false);
  });

  it.each([
    ['senderEmail', 'not-an-address', 'validation.invalid_email'],
    ['replyTo', 'fragen@', 'validation.invalid_email'],
    ['smtpHost', 'mail server', 'validation.invalid_domain'],
    ['smtpHost', 'mail', 'validation.invalid_domain'],
    ['smtpHost', '', 'validation.required'],
    ['smtpPort', '70000', 'validation.invalid_port'],
    ['smtpPort', '25a', 'validation.invalid_port'],
    ['smtpPort', '', 'validation.required'],
  ])('refuses %s %j with its message, on save and on a test mail', async (field, value, key) => {
    for (const call of [api.save, api.testMail]) {
      const res = await call(eventId, ownServer({ [field]: value }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: key });
    }
  });

  it('checks no server field while the own server is off', async () => {
    const res = await api.save(eventId, mailSettingsForm({ smtpHost: 'not a host', smtpPort: 'x' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ smtpEnabled: false, smtpPort: null });
  });

  it('stores the password sealed, answers only that one is stored, keeps it when left empty and removes it on request', async () => {
    const saved = await api.save(eventId, ownServer());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ smtpEnabled: true, smtpHost: '127.0.0.1', smtpPort: smtp.port, smtpUser: 'mailer', passwordStored: true, saved: true });
    const read = await api.get(eventId);
    for (const res of [saved, read]) {
      expect(res.body).not.toContain(SMTP_AUTH.pass);
      expect(res.json().data).not.toHaveProperty('smtpPassword');
    }
    const sealedNow = async () =>
      (await t.database.db.select().from(eventMailSettings).where(eq(eventMailSettings.eventId, eventId)))[0]!.smtpPasswordEncrypted;
    const sealed = await sealedNow();
    expect(sealed).not.toContain(SMTP_AUTH.pass);
    expect(createSecretBox(localSecretsKey(t.dataDir, () => {})).decrypt(sealed!)).toBe(SMTP_AUTH.pass);

    const kept = await api.save(eventId, ownServer({ smtpPassword: '' }));
    expect(kept.json().data.passwordStored).toBe(true);
    expect(await sealedNow()).toBe(sealed);

    const removed = await api.save(eventId, ownServer({ smtpPassword: '', removePassword: true }));
    expect(removed.json().data.passwordStored).toBe(false);
    expect(await sealedNow()).toBeNull();
    expect((await api.save(eventId, ownServer())).json().data.passwordStored).toBe(true);
  });

  it('sends a test mail through the form’s server with sender, reply-to, umlauts, both parts and the link intact', async () => {
    const before = smtp.received.length;
    const res = await api.testMail(eventId, ownServer({ senderName: 'Grüße vom "Sommerfest"', smtpPassword: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ to: organiser.email, via: 'event' });
    expect(res.body).not.toContain(SMTP_AUTH.pass);
    const mail = (await smtp.waitFor(before + 1))[before]!;
    expect(mail.envelopeTo).toEqual([organiser.email]);
    expect(mail.parsed.from?.value).toEqual([{ name: 'Grüße vom "Sommerfest"', address: 'team@sommerfest.example' }]);
    expect(mail.parsed.replyTo?.value).toEqual([{ name: '', address: 'fragen@sommerfest.example' }]);
    expect(mail.parsed.subject).toBe('Testnachricht für „Sommerfest Größenwahn“');
    expect(mail.parsed.text).toContain('Diese Nachricht prüft die E-Mail-Einstellungen');
    expect(mail.parsed.html).toContain('prüft');
    const link = `${t.config.publicUrl}/event/${eventId}/settings/standard`;
    expect(mail.parsed.text).toContain(link);
    expect(mail.parsed.html).toContain(`href="${link}"`);
  });

  it('answers a refused login with 422 and the server’s reason', async () => {
    const refused = await api.testMail(eventId, ownServer({ smtpPassword: 'wrong-password' }));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.code).toBe('mail_test_failed');
    expect(refused.json().error.message).toMatch(/^The test mail could not be sent: .*535/);
    expect(refused.body).not.toContain('wrong-password');
  });

  it('answers a closed port and a silent one alike: the same words, after the whole time-out', async () => {
    const closed = await startSmtpTestServer();
    const closedPort = closed.port;
    await closed.close();
    const silent = await silentPort();
    try {
      const timed = async (port: number) => {
        const startedAt = Date.now();
        const res = await api.testMail(eventId, ownServer({ smtpPort: String(port) }));
        return { res, tookMs: Date.now() - startedAt };
      };
      const answers = await Promise.all([timed(closedPort), timed(silent.port)]);
      for (const { res, tookMs } of answers) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().error).toEqual({
          code: 'mail_test_failed',
          message: 'The test mail could not be sent: the SMTP server at this host and port could not be reached or did not answer in time.',
        });
        expect(tookMs).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS);
      }
    } finally {
      await silent.close();
    }
  });

  it('sends a test mail without an own server through the app’s outbox', async () => {
    const res = await api.testMail(plainEventId, mailSettingsForm({ replyTo: 'desk@plain.example' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.via).toBe('app');
    const mail = mailsTo(t.dataDir, organiser.email).at(-1)!;
    expect(mail.subject).toContain('Plain Expo');
    expect(mail.raw).toMatch(/^From: "?Plain Expo"? <no-reply@localhost>/m);
    expect(mail.raw).toMatch(/^Reply-To: desk@plain\.example/m);
  });

  it("sends an event's mails through its own server, and another event's through the app's mailer", async () => {
    const { eventMailers } = t.app.services;
    const before = smtp.received.length;
    const message = { to: 'ada@example.com', subject: 'Grüß Gott', text: 'Hallo Ada, schön!', html: '<p>Hallo Ada, schön!</p>' };
    await (await eventMailers.forEvent(eventId)).send(message);
    const mail = (await smtp.waitFor(before + 1))[before]!;
    expect(mail.parsed.from?.value[0]).toEqual({ name: 'Sommerfest Team', address: 'team@sommerfest.example' });
    expect(mail.parsed.replyTo?.text).toBe('fragen@sommerfest.example');
    expect(mail.parsed.subject).toBe('Grüß Gott');

    await (await eventMailers.forEvent(plainEventId)).send({ ...message, to: 'bert@example.com' });
    expect(smtp.received.length).toBe(before + 1);
    const outboxMail = mailsTo(t.dataDir, 'bert@example.com').at(-1)!;
    expect(outboxMail.raw).toMatch(/^From: "?Plain Expo"? <no-reply@localhost>/m);
    expect(outboxMail.subject).toBe('Grüß Gott');
  });

  it('takes a saved change at the next mail: the cached mailer is rebuilt', async () => {
    const { eventMailers } = t.app.services;
    const warm = await eventMailers.forEvent(eventId);
    expect(await eventMailers.forEvent(eventId)).toBe(warm);
    const second = await startSmtpTestServer();
    try {
      const res = await api.save(eventId, ownServer({ senderName: 'Neuer Absender', smtpPort: String(second.port), smtpUser: '', smtpPassword: '', removePassword: true }));
      expect(res.statusCode, res.body).toBe(200);
      const before = smtp.received.length;
      await (await eventMailers.forEvent(eventId)).send({ to: 'ada@example.com', subject: 'Zweiter', text: 'x', html: '<p>x</p>' });
      const [mail] = await second.waitFor(1);
      expect(mail!.parsed.from?.value[0]?.name).toBe('Neuer Absender');
      expect(smtp.received.length).toBe(before);

      await api.save(eventId, mailSettingsForm());
      await (await eventMailers.forEvent(eventId)).send({ to: 'carla@example.com', subject: 'Dritter', text: 'x', html: '<p>x</p>' });
      expect(second.received.length).toBe(1);
      expect(mailsTo(t.dataDir, 'carla@example.com')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('event mail settings under another secrets key', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...MAIL_TEST_ENV, SECRETS_KEY: Buffer.alloc(32, 3).toString('base64') });
  });
  afterAll(() => t.close());

  it('answers a stored password this key cannot open with 422, and fails the event’s sends cleanly', async () => {
    const organiser = await signedInUser(t);
    const api = mailSettingsClient(t, organiser.token);
    const eventId = await eventsClient(t, organiser.token).create();
    const form = mailSettingsForm({ smtpEnabled: true, smtpHost: '127.0.0.1', smtpPort: '2525', smtpUser: 'mailer', smtpPassword: 'first-key-secret' });
    expect((await api.save(eventId, form)).statusCode).toBe(200);
    const sealedElsewhere = createSecretBox(Buffer.alloc(32, 9)).encrypt('first-key-secret');
    await t.database.db.update(eventMailSettings).set({ smtpPasswordEncrypted: sealedElsewhere }).where(eq(eventMailSettings.eventId, eventId));
    await t.app.services.eventMailers.changed(eventId);

    const res = await api.testMail(eventId, { ...form, smtpPassword: '' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.message).toContain('cannot be decrypted');
    expect(res.body).not.toContain('first-key-secret');
    await expect(t.app.services.eventMailers.forEvent(eventId)).rejects.toThrow(SecretDecryptError);
  });
});

describe("own SMTP servers inside the app's networks", () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let api: ReturnType<typeof mailSettingsClient>;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    smtp = await startSmtpTestServer();
    const organiser = await signedInUser(t);
    api = mailSettingsClient(t, organiser.token);
    eventId = await eventsClient(t, organiser.token).create();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it.each(['127.0.0.1', 'localhost', '0.0.0.0', '10.0.0.25', '192.168.1.10', '169.254.169.254'])(
    'refuses %s beside the host field, on save and on a test mail, without connecting',
    async (host) => {
      const form = mailSettingsForm({ smtpEnabled: true, smtpHost: host, smtpPort: String(smtp.port) });
      for (const call of [api.save, api.testMail]) {
        const res = await call(eventId, form);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { smtpHost: 'validation.internal_smtp_host' } });
      }
      expect((await api.get(eventId)).json().data.saved).toBe(false);
      expect(smtp.received).toHaveLength(0);
    },
  );

  it('still saves an own server that is off, whatever its host', async () => {
    const res = await api.save(eventId, mailSettingsForm({ smtpEnabled: false, smtpHost: '127.0.0.1', smtpPort: '25' }));
    expect(res.statusCode, res.body).toBe(200);
  });
});
