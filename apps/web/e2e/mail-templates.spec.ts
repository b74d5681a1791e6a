import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { chooseGerman } from './support/language';
import { pickOption } from './support/select';

type Texts = {
  lang: 'en' | 'de';
  event: string;
  tab: string;
  add: string;
  name: string;
  subjectEn: string;
  bodyEn: string;
  subjectDe: string;
  bodyDe: string;
  german: string;
  firstName: string;
  eventName: string;
  insertInto: (field: string) => string;
  preview: string;
  previewFor: string;
  frame: (language: string) => string;
  english: string;
  save: string;
  libraryTemplate: string;
  useTemplate: string;
  library: string;
  emailTemplates: string;
  unknownPlaceholder: string;
};

const english: Texts = {
  lang: 'en',
  event: 'Harbour Summit',
  tab: 'Templates',
  add: 'Add template',
  name: 'Name',
  subjectEn: 'Subject (English)',
  bodyEn: 'Text (English)',
  subjectDe: 'Subject (German)',
  bodyDe: 'Text (German)',
  german: 'German',
  firstName: 'First name',
  eventName: 'Event name',
  insertInto: (field) => `Insert a placeholder into ${field}`,
  preview: 'Preview',
  previewFor: 'Preview for',
  frame: (language) => `The mail in ${language}`,
  english: 'English',
  save: 'Save',
  libraryTemplate: 'Library template',
  useTemplate: 'Use this template',
  library: 'My library',
  emailTemplates: 'E-mail templates',
  unknownPlaceholder: 'This text holds a placeholder that does not exist.',
};

const german: Texts = {
  lang: 'de',
  event: 'Hafengipfel',
  tab: 'Vorlagen',
  add: 'Vorlage hinzufügen',
  name: 'Name',
  subjectEn: 'Betreff (Englisch)',
  bodyEn: 'Text (Englisch)',
  subjectDe: 'Betreff (Deutsch)',
  bodyDe: 'Text (Deutsch)',
  german: 'Deutsch',
  firstName: 'Vorname',
  eventName: 'Name des Events',
  insertInto: (field) => `Platzhalter einfügen in ${field}`,
  preview: 'Vorschau',
  previewFor: 'Vorschau für',
  frame: (language) => `Die E-Mail auf ${language}`,
  english: 'Englisch',
  save: 'Speichern',
  libraryTemplate: 'Vorlage aus der Bibliothek',
  useTemplate: 'Diese Vorlage verwenden',
  library: 'Bibliothek',
  emailTemplates: 'E-Mail-Vorlagen',
  unknownPlaceholder: 'Dieser Text enthält einen Platzhalter, den es nicht gibt.',
};

/** A published event with two accounts, and a template in the company's library. */
async function setUp(request: APIRequestContext, authorization: string, texts: Texts) {
  const headers = { Authorization: authorization };
  const eventId = await createEvent(request, authorization, eventFields({ name: texts.event, language: texts.lang }));
  const published = await request.post(`/api/publishEvent/${eventId}`, { headers });
  expect(published.ok(), await published.text()).toBe(true);
  for (const { firstName, lastName } of [
    { firstName: 'Ada', lastName: 'Quist' },
    { firstName: 'Jürgen', lastName: 'Zander' },
  ]) {
    const account = await request.post('/api/account', {
      headers,
      data: { eventId, id: 0, firstName, lastName, email: `${lastName.toLowerCase()}-${Date.now()}@example.com`, company: '', jobTitle: '', role: 'attendee', lang: texts.lang, groups: [], active: true },
    });
    expect(account.ok(), await account.text()).toBe(true);
  }
  const library = await request.post('/api/library/email-templates', {
    headers,
    data: { id: 0, name: 'Library reminder', subjectEn: 'See you, {{firstName}}', bodyEn: '<p>Tomorrow: {{eventName}}</p>', subjectDe: 'Bis bald, {{firstName}}', bodyDe: '<p>Morgen: {{eventName}}</p>' },
  });
  expect(library.ok(), await library.text()).toBe(true);
  return { eventId };
}

for (const texts of [english, german]) {
  test(`${texts.lang}: a template with placeholders, previewed in both languages for an account; a library template copied into the event`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const { authorization } = await signInNewUser(page, request);
    const { eventId } = await setUp(request, authorization, texts);

    await page.goto(`/event/${eventId}/communications/templates`);
    if (texts.lang === 'de') await chooseGerman(page);
    await expect(page.getByRole('link', { name: texts.tab, exact: true })).toBeVisible();
    await page.getByRole('link', { name: texts.add }).first().click();

    await page.getByRole('textbox', { name: texts.name, exact: true }).fill('Welcome');
    // English: "Hello {{firstName}}" in the subject and "Welcome to {{eventName}}" in the text, through the menus.
    await page.getByRole('textbox', { name: texts.subjectEn, exact: true }).fill('Hello ');
    await page.getByRole('button', { name: texts.insertInto(texts.subjectEn) }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${texts.firstName}`) }).click();
    await expect(page.getByRole('textbox', { name: texts.subjectEn, exact: true })).toHaveValue('Hello {{firstName}}');
    const bodyEn = page.locator(`[contenteditable][aria-label="${texts.bodyEn}"]`);
    await bodyEn.click();
    await bodyEn.pressSequentially('Welcome to ');
    await page.getByRole('button', { name: texts.insertInto(texts.bodyEn) }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${texts.eventName}`) }).click();
    await expect(bodyEn).toContainText('Welcome to {{eventName}}');

    // German, with a typo first: refused next to the field.
    await page.getByRole('tab', { name: texts.german }).click();
    await page.getByRole('textbox', { name: texts.subjectDe, exact: true }).fill('Hallo {{vorname}}');
    const bodyDe = page.locator(`[contenteditable][aria-label="${texts.bodyDe}"]`);
    await bodyDe.click();
    await bodyDe.pressSequentially('Willkommen bei ');
    await page.getByRole('button', { name: texts.insertInto(texts.bodyDe) }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${texts.eventName}`) }).click();
    await page.getByRole('button', { name: texts.preview }).click();
    await expect(page.getByText(texts.unknownPlaceholder)).toBeVisible();
    await page.getByRole('textbox', { name: texts.subjectDe, exact: true }).fill('Hallo ');
    await page.getByRole('button', { name: texts.insertInto(texts.subjectDe) }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${texts.firstName}`) }).click();
    await expect(page.getByText(texts.unknownPlaceholder)).toHaveCount(0);

    // The preview: both languages side by side for the chosen account, the values filled in.
    await page.getByRole('button', { name: texts.preview }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('preview-subject-en')).toHaveText('Hello Ada');
    await expect(dialog.getByTestId('preview-subject-de')).toHaveText('Hallo Ada');
    await expect(dialog.frameLocator(`iframe[title="${texts.frame(texts.english)}"]`).getByText(`Welcome to ${texts.event}`)).toBeVisible();
    await expect(dialog.frameLocator(`iframe[title="${texts.frame(texts.german)}"]`).getByText(`Willkommen bei ${texts.event}`)).toBeVisible();
    await dialog.getByRole('combobox', { name: texts.previewFor }).fill('Jürg');
    await page.getByRole('option', { name: /Jürgen Zander/ }).click();
    await expect(dialog.getByTestId('preview-subject-en')).toHaveText('Hello Jürgen');
    await expect(dialog.getByTestId('preview-subject-de')).toHaveText('Hallo Jürgen');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: texts.save }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${eventId}/communications/templates$`));
    await expect(page.getByTestId('template-row').filter({ hasText: 'Welcome' })).toContainText('Hello {{firstName}}');
    // The name opens the template, as the pencil does.
    await page.getByTestId('template-row').getByRole('link', { name: 'Welcome', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${eventId}/communications/templates/[1-9]\\d*/edit$`));
    await expect(page.getByRole('textbox', { name: texts.name, exact: true })).toHaveValue('Welcome');
    await page.goBack();

    // A library template copied into the event.
    await page.getByRole('link', { name: texts.add }).first().click();
    await pickOption(page.getByRole('combobox', { name: texts.libraryTemplate }), page.getByRole('option', { name: 'Library reminder' }));
    await page.getByRole('button', { name: texts.useTemplate }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${eventId}/communications/templates/[1-9]\\d*/edit$`));
    await expect(page.getByRole('textbox', { name: texts.name, exact: true })).toHaveValue('Library reminder');
    await expect(page.getByRole('textbox', { name: texts.subjectEn, exact: true })).toHaveValue('See you, {{firstName}}');

    // The library keeps its own, beside the room images.
    await page.goto('/library/email-templates');
    await expect(page.getByRole('tab', { name: texts.emailTemplates, selected: true })).toBeVisible();
    await expect(page.getByTestId('template-row')).toHaveCount(1);
    await expect(page.getByTestId('template-row')).toContainText('Library reminder');
  });
}
