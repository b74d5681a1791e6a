import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { startSmtpTestServer, type SmtpTestServer } from '../../server/src/test/smtp-test-server';
import { createEvent, eventFields, field, fieldError, signInNewUser } from './event-setup-helpers';
import { chooseGerman } from './support/language';
import { expectToast } from './support/toasts';

// Each test walks a whole editing session; on a busy machine that takes longer than the default.
test.describe.configure({ timeout: 60_000 });

const SMTP_AUTH = { user: 'mailer', pass: 'Sturm-Wäscher-42!' };

type Texts = {
  lang: 'en' | 'de';
  event: string;
  tab: string;
  title: string;
  configure: string;
  configureTitle: string;
  senderName: string;
  senderEmail: string;
  replyTo: string;
  ownServer: string;
  host: string;
  port: string;
  none: string;
  user: string;
  password: string;
  save: string;
  saveBar: string;
  saved: string;
  stored: string;
  sendTest: string;
  sentViaEvent: RegExp;
  subject: RegExp;
  invalidEmail: string;
  invalidDomain: string;
  invalidPort: string;
  internalHost: string;
  failed: string;
};

const english: Texts = {
  lang: 'en',
  event: 'Harbour Summit',
  tab: 'Standard',
  title: 'Standard settings',
  configure: 'Configure',
  configureTitle: 'Configure e-mail',
  senderName: 'Sender name',
  senderEmail: 'Sender address',
  replyTo: 'Reply-to address',
  ownServer: 'Use our own SMTP server',
  host: 'Host',
  port: 'Port',
  none: 'None',
  user: 'User name',
  password: 'Password',
  save: 'Save',
  saveBar: 'Unsaved changes',
  saved: 'Changes are saved',
  stored: 'A password is stored. Leave the field empty to keep it.',
  sendTest: 'Send test mail',
  sentViaEvent: /The test mail went to .* through the event's own server\./,
  subject: /^Test mail for “Harbour Summit”$/,
  invalidEmail: 'Invalid email',
  invalidDomain: 'Invalid domain',
  invalidPort: 'Invalid port',
  internalHost: "This host is in the server's own network. Enter your mail provider's SMTP server.",
  failed: 'The test mail could not be sent',
};

const german: Texts = {
  lang: 'de',
  event: 'Sommerfest Größenwahn',
  tab: 'Standard',
  title: 'Standardeinstellungen',
  configure: 'Konfigurieren',
  configureTitle: 'E-Mail konfigurieren',
  senderName: 'Name des Absenders',
  senderEmail: 'Absenderadresse',
  replyTo: 'Antwortadresse',
  ownServer: 'Eigenen SMTP-Server verwenden',
  host: 'Host',
  port: 'Port',
  none: 'Keine',
  user: 'Benutzername',
  password: 'Passwort',
  save: 'Speichern',
  saveBar: 'Ungespeicherte Änderungen',
  saved: 'Änderungen sind gespeichert',
  stored: 'Ein Passwort ist gespeichert. Lassen Sie das Feld leer, um es zu behalten.',
  sendTest: 'Testnachricht senden',
  sentViaEvent: /Die Testnachricht wurde über den eigenen Server des Events an .* gesendet\./,
  subject: /^Testnachricht für „Sommerfest Größenwahn“$/,
  invalidEmail: 'Ungültige E-Mail-Adresse',
  invalidDomain: 'Ungültige Domain',
  invalidPort: 'Ungültiger Port',
  internalHost: 'Dieser Host liegt im eigenen Netz des Servers. Geben Sie den SMTP-Server Ihres E-Mail-Anbieters ein.',
  failed: 'Die Testnachricht konnte nicht gesendet werden',
};

let smtp: SmtpTestServer;
test.beforeAll(async () => {
  smtp = await startSmtpTestServer({ auth: SMTP_AUTH });
});
test.afterAll(async () => {
  await smtp.close();
});

/** Signs in, makes an event and opens its mail settings in the test's language. */
async function openSettings(page: Page, request: Parameters<typeof signInNewUser>[1], texts: Texts): Promise<{ eventId: number; email: string }> {
  const { user, authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields({ name: texts.event, language: texts.lang }));
  await page.goto(`/event/${eventId}/settings/standard`);
  if (texts.lang === 'de') await chooseGerman(page);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: texts.tab }).or(page.getByRole('link', { name: texts.tab })).first()).toBeVisible();
  return { eventId, email: user.email };
}

for (const texts of [english, german]) {
  test(`${texts.lang}: configure the sender and an own SMTP server, save, send a test mail and read it back there`, async ({ page, request }) => {
    const { eventId, email } = await openSettings(page, request, texts);
    await page.getByRole('link', { name: texts.configure }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.configureTitle })).toBeVisible();

    await field(page, texts.senderName).fill(`${texts.event} Team`);
    await field(page, texts.senderEmail).fill(`team-${texts.lang}@sommerfest.example`);
    await field(page, texts.replyTo).fill(`fragen-${texts.lang}@sommerfest.example`);
    await expect(field(page, texts.host)).toHaveCount(0);
    await page.getByLabel(texts.ownServer).check();
    await field(page, texts.host).fill('127.0.0.1');
    await field(page, texts.port).fill(String(smtp.port));
    await page.getByText(texts.none, { exact: true }).click();
    await field(page, texts.user).fill(SMTP_AUTH.user);
    await field(page, texts.password).fill(SMTP_AUTH.pass);

    await page.getByRole('region', { name: texts.saveBar }).getByRole('button', { name: texts.save, exact: true }).click();
    await expectToast(page, texts.saved);
    await page.reload();
    await expect(field(page, texts.host)).toHaveValue('127.0.0.1');
    await expect(field(page, texts.password)).toHaveValue('');
    await expect(page.getByText(texts.stored)).toBeVisible();

    const before = smtp.received.length;
    await page.getByRole('button', { name: texts.sendTest }).click();
    await expect(page.getByText(texts.sentViaEvent)).toBeVisible();
    const mails = await smtp.waitFor(before + 1);
    const mail = mails.slice(before).find((m) => m.envelopeTo.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.parsed.from?.value[0]).toEqual({ name: `${texts.event} Team`, address: `team-${texts.lang}@sommerfest.example` });
    expect(mail!.parsed.replyTo?.text).toBe(`fragen-${texts.lang}@sommerfest.example`);
    expect(mail!.parsed.subject).toMatch(texts.subject);
    expect(mail!.parsed.text).toContain(`/event/${eventId}/settings/standard`);

    // A wrong password in the form (unsaved) is refused by the server, and says so.
    await field(page, texts.password).fill('wrong-password');
    await page.getByRole('button', { name: texts.sendTest }).click();
    await expect(page.getByRole('alert').filter({ hasText: texts.failed })).toContainText('535');
  });

  test(`${texts.lang}: an invalid address, host and port are shown next to their fields`, async ({ page, request }) => {
    const { eventId } = await openSettings(page, request, texts);
    await page.goto(`/event/${eventId}/settings/standard/configure`);
    await expect(page.getByRole('heading', { level: 1, name: texts.configureTitle })).toBeVisible();
    await field(page, texts.senderEmail).fill('not-an-address');
    await field(page, texts.replyTo).fill('fragen@');
    await page.getByLabel(texts.ownServer).check();
    await field(page, texts.host).fill('mail server');
    await field(page, texts.port).fill('70000');
    await page.getByRole('region', { name: texts.saveBar }).getByRole('button', { name: texts.save, exact: true }).click();
    await expect(fieldError(page, texts.senderEmail)).toHaveText(texts.invalidEmail);
    await expect(fieldError(page, texts.replyTo)).toHaveText(texts.invalidEmail);
    await expect(fieldError(page, texts.host)).toHaveText(texts.invalidDomain);
    await expect(fieldError(page, texts.port)).toHaveText(texts.invalidPort);
  });

  test(`${texts.lang}: a host inside the server's own network is refused next to the host field, on the test mail and on save`, async ({ page, request }) => {
    const { eventId } = await openSettings(page, request, texts);
    await page.goto(`/event/${eventId}/settings/standard/configure`);
    await expect(page.getByRole('heading', { level: 1, name: texts.configureTitle })).toBeVisible();
    await page.getByLabel(texts.ownServer).check();
    await field(page, texts.host).fill('10.0.0.25');
    await field(page, texts.port).fill('25');

    await page.getByRole('button', { name: texts.sendTest }).click();
    await expect(fieldError(page, texts.host)).toHaveText(texts.internalHost);
    // Typing clears the field's error, so the one after saving is the save's own.
    await field(page, texts.host).fill('192.168.1.25');
    await expect(fieldError(page, texts.host)).toHaveCount(0);
    await page.getByRole('region', { name: texts.saveBar }).getByRole('button', { name: texts.save, exact: true }).click();
    await expect(fieldError(page, texts.host)).toHaveText(texts.internalHost);
  });
}
