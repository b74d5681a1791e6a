import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { linkIn, waitForMail } from './support/mailbox';
import { chooseGerman } from './support/language';
import { expectToast } from './support/toasts';

// Sign-up, a confirmation mail through the job queue, a second browser and axe over two screens: room on a busy machine.
test.describe.configure({ timeout: 120_000 });

type Texts = {
  lang: 'en' | 'de';
  mailSettings: string;
  openRegistration: string;
  consentText: string;
  save: string;
  saveBar: string;
  saved: string;
  register: string;
  email: string;
  firstName: string;
  lastName: string;
  consent: string;
  sent: string;
  welcome: string;
  newPassword: string;
  enter: string;
  agenda: string;
};

const english: Texts = {
  lang: 'en',
  mailSettings: 'Standard settings',
  openRegistration: 'Open registration',
  consentText: 'Consent text',
  save: 'Save',
  saveBar: 'Unsaved changes',
  saved: 'Changes are saved',
  register: 'Register',
  email: 'E-mail',
  firstName: 'First name',
  lastName: 'Last name',
  consent: 'I accept the text above',
  sent: 'We have sent a link to',
  welcome: 'Welcome, Lena',
  newPassword: 'New password',
  enter: 'Save password and enter',
  agenda: 'Agenda',
};

const german: Texts = {
  lang: 'de',
  mailSettings: 'Standardeinstellungen',
  openRegistration: 'Offene Registrierung',
  consentText: 'Einwilligungstext',
  save: 'Speichern',
  saveBar: 'Ungespeicherte Änderungen',
  saved: 'Änderungen sind gespeichert',
  register: 'Registrieren',
  email: 'E-Mail',
  firstName: 'Vorname',
  lastName: 'Nachname',
  consent: 'Ich stimme dem obigen Text zu',
  sent: 'Wir haben einen Link an',
  welcome: 'Willkommen, Lena',
  newPassword: 'Neues Passwort',
  enter: 'Passwort speichern und eintreten',
  agenda: 'Programm',
};

/** The WCAG 2.1 A and AA rules axe checks, on the page as it stands, each node with axe's reason. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`);
}

async function publishedEvent(request: APIRequestContext, authorization: string, lang: 'en' | 'de'): Promise<{ eventId: number; code: string }> {
  const eventId = await createEvent(request, authorization, eventFields({ name: lang === 'de' ? 'Sommergipfel' : 'Harbour Summit', language: lang }));
  const published = await request.post(`/api/publishEvent/${eventId}`, { headers: { Authorization: authorization } });
  expect(published.ok(), await published.text()).toBe(true);
  return { eventId, code: ((await published.json()) as { data: { code: string } }).data.code };
}

for (const texts of [english, german]) {
  test(`${texts.lang}: the organiser opens registration, a person registers, confirms the mailed link, sets a password and enters the venue`, async ({
    page,
    request,
    browser,
  }) => {
    const { authorization } = await signInNewUser(page, request);
    const { eventId, code } = await publishedEvent(request, authorization, texts.lang);

    await page.goto(`/event/${eventId}/settings/standard`);
    if (texts.lang === 'de') await chooseGerman(page);
    await expect(page.getByRole('heading', { name: texts.mailSettings, level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: texts.openRegistration }).check();
    await page.getByLabel(texts.consentText).fill(texts.lang === 'de' ? 'Meine Angaben dürfen für dieses Event gespeichert werden.' : 'My details may be stored for this event.');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('region', { name: texts.saveBar }).getByRole('button', { name: texts.save }).click();
    await expectToast(page, texts.saved);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/e/${code}?lang=${texts.lang}`);
    await visitor.getByRole('link', { name: texts.register, exact: true }).click();
    await expect(visitor.getByRole('heading', { name: texts.register, level: 1 })).toBeVisible();
    expect(await violations(visitor)).toEqual([]);
    const email = `lena-${Date.now()}-${texts.lang}@example.com`;
    await visitor.getByLabel(texts.email, { exact: true }).fill(email);
    await visitor.getByLabel(texts.firstName, { exact: true }).fill('Lena');
    await visitor.getByLabel(texts.lastName, { exact: true }).fill('Brandt');
    await visitor.getByLabel(texts.consent).check();
    await visitor.getByRole('button', { name: texts.register, exact: true }).click();
    await expect(visitor.getByText(new RegExp(`^${texts.sent} ${email}`))).toBeVisible();

    // The mail is in the language the page spoke and confirms the address; only then is there an account.
    const mail = await waitForMail(email);
    expect(mail.text).toContain(texts.lang === 'de' ? 'Sommergipfel' : 'Harbour Summit');
    await visitor.goto(linkIn(mail, '/register/confirm/'));
    await expect(visitor.getByRole('heading', { name: texts.welcome, level: 1 })).toBeVisible();
    await visitor.getByLabel(texts.newPassword, { exact: true }).fill('Lantern-Harbour-2027!');
    await visitor.getByRole('button', { name: texts.enter }).click();
    await expect(visitor).toHaveURL(/\/e\/[A-Za-z0-9]+\/venue\/?$/);
    await expect(visitor.getByRole('link', { name: texts.agenda }).first()).toBeVisible();
  });
}
