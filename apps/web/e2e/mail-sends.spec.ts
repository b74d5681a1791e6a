import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fixedOffset, formatShownDateTime } from '@aula/shared';
import { createEvent, eventFields, signInNewUser, utcDay } from './event-setup-helpers';
import { waitForMail } from './support/mailbox';
import { chooseGerman } from './support/language';
import { pickOption } from './support/select';

type Texts = {
  lang: 'en' | 'de';
  eventName: string;
  title: string;
  template: string;
  recipients: string;
  byGroup: string;
  group: string;
  count: (n: number) => string;
  test: string;
  sendNow: string;
  confirmSend: string;
  later: string;
  date: string;
  time: RegExp;
  schedule: string;
  outbox: string;
  done: string;
  scheduled: string;
  cancelled: string;
  cancel: string;
  sent: string;
  subject: (first: string) => string;
  greeting: (first: string, last: string) => string;
};

const english: Texts = {
  lang: 'en',
  eventName: 'Harbour Summit',
  title: 'Send a template',
  template: 'Template',
  recipients: 'Recipients',
  byGroup: 'By group',
  group: 'Group',
  count: (n) => `${n} recipient${n === 1 ? '' : 's'}`,
  test: 'Send test to me',
  sendNow: 'Send…',
  confirmSend: 'Send',
  later: 'At a date and time',
  date: 'Date',
  time: /^Time/,
  schedule: 'Schedule…',
  outbox: 'Outbox',
  done: 'Done',
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  cancel: 'Cancel',
  sent: 'Sent',
  subject: (first) => `Welcome to Harbour Summit, ${first}`,
  greeting: (first, last) => `Dear ${first} ${last}`,
};

const german: Texts = {
  lang: 'de',
  eventName: 'Hafengipfel',
  title: 'Vorlage versenden',
  template: 'Vorlage',
  recipients: 'Empfänger',
  byGroup: 'Nach Gruppe',
  group: 'Gruppe',
  count: (n) => `${n} Empfänger`,
  test: 'Test an mich senden',
  sendNow: 'Senden …',
  confirmSend: 'Senden',
  later: 'Zu Datum und Uhrzeit',
  date: 'Datum',
  time: /^Uhrzeit/,
  schedule: 'Planen …',
  outbox: 'Postausgang',
  done: 'Abgeschlossen',
  scheduled: 'Geplant',
  cancelled: 'Abgebrochen',
  cancel: 'Abbrechen',
  sent: 'Gesendet',
  subject: (first) => `Willkommen zum Hafengipfel, ${first}`,
  greeting: (first, last) => `Hallo ${first} ${last}`,
};

/** A published event with three accounts (two in the "Press" group) and a template with placeholders. */
async function eventWithTemplate(request: APIRequestContext, authorization: string, texts: Texts) {
  const headers = { Authorization: authorization };
  const eventId = await createEvent(request, authorization, eventFields({ name: texts.eventName, language: texts.lang }));
  const published = await request.post(`/api/publishEvent/${eventId}`, { headers });
  expect(published.ok(), await published.text()).toBe(true);
  const stamp = `${Date.now()}-${texts.lang}`;
  const people = [
    { firstName: 'Ada', lastName: 'Quist', groups: ['Press'] },
    { firstName: 'Bert', lastName: 'Lund', groups: ['Press'] },
    { firstName: 'Cleo', lastName: 'Marsh', groups: [] },
  ].map((person) => ({ ...person, email: `${person.firstName.toLowerCase()}-${stamp}@example.com` }));
  for (const person of people) {
    const saved = await request.post('/api/account', {
      headers,
      data: { eventId, id: 0, ...person, company: '', jobTitle: '', role: 'attendee', lang: texts.lang, active: true },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  const template = await request.post(`/api/mailTemplates/${eventId}`, {
    headers,
    data: {
      id: 0,
      name: 'Welcome',
      subjectEn: 'Welcome to {{eventName}}, {{firstName}}',
      subjectDe: 'Willkommen zum {{eventName}}, {{firstName}}',
      bodyEn: '<p>Dear {{firstName}} {{lastName}}, see you at {{eventName}}.</p>',
      bodyDe: '<p>Hallo {{firstName}} {{lastName}}, bis bald beim {{eventName}}.</p>',
    },
  });
  expect(template.ok(), await template.text()).toBe(true);
  return { eventId, people };
}

async function openSendPage(page: Page, eventId: number, texts: Texts) {
  await page.goto(`/event/${eventId}/communications/templates/send`);
  if (texts.lang === 'de') await chooseGerman(page);
  await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
  await pickOption(page.getByRole('combobox', { name: texts.template, exact: true }), page.getByRole('option', { name: 'Welcome' }));
}

for (const texts of [english, german]) {
  test(`${texts.lang}: a test send, a send now to a group read back with its placeholders filled, the outbox's states`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const { user, authorization } = await signInNewUser(page, request);
    const { eventId, people } = await eventWithTemplate(request, authorization, texts);
    await openSendPage(page, eventId, texts);
    await expect(page.getByTestId('recipient-count')).toHaveText(texts.count(3));

    await pickOption(page.getByRole('combobox', { name: texts.recipients }), page.getByRole('option', { name: texts.byGroup }));
    await pickOption(page.getByRole('combobox', { name: texts.group, exact: true }), page.getByRole('option', { name: 'Press' }));
    await expect(page.getByTestId('recipient-count')).toHaveText(texts.count(2));

    // The test goes to the organiser, filled for the selection's first account by name.
    await page.getByRole('button', { name: texts.test }).click();
    const testMail = await waitForMail(user.email, (mail) => mail.subject.includes(texts.eventName));
    expect(testMail.subject).toBe(texts.subject('Bert'));

    await page.getByRole('button', { name: texts.sendNow }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(texts.count(2).split(' ')[0]!);
    await dialog.getByRole('button', { name: texts.confirmSend, exact: true }).click();
    await page.waitForURL(`**/event/${eventId}/communications/templates/outbox`);
    await expect(page.getByRole('table').getByText(texts.done)).toBeVisible({ timeout: 15_000 });

    for (const person of people.slice(0, 2)) {
      const mail = await waitForMail(person.email);
      expect(mail.subject).toBe(texts.subject(person.firstName));
      expect(mail.text).toContain(texts.greeting(person.firstName, person.lastName));
    }

    await page.getByRole('link', { name: 'Welcome' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: people[0]!.email }).getByText(texts.sent)).toBeVisible();
    await expect(rows.filter({ hasText: people[1]!.email }).getByText(texts.sent)).toBeVisible();
    await expect(rows.filter({ hasText: people[2]!.email })).toHaveCount(0);
  });

  test(`${texts.lang}: a send scheduled in the event's zone shows as scheduled and can be cancelled`, async ({ page, request }) => {
    const { authorization } = await signInNewUser(page, request);
    const { eventId } = await eventWithTemplate(request, authorization, texts);
    await openSendPage(page, eventId, texts);
    await page.getByText(texts.later).click();
    await page.getByLabel(texts.date, { exact: true }).fill(utcDay(2));
    await page.getByLabel(texts.time).fill('09:30');
    await page.getByRole('button', { name: texts.schedule }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.confirmSend, exact: true }).click();
    await page.waitForURL(`**/event/${eventId}/communications/templates/outbox`);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Welcome' });
    await expect(row.getByText(texts.scheduled)).toBeVisible();
    // The outbox words the typed wall time as every screen does (docs/rules/dates-and-times.md#formats).
    const typed = Date.parse(`${utcDay(2)}T09:30:00Z`);
    await expect(row).toContainText(formatShownDateTime(typed, fixedOffset(0), texts.lang));
    await row.getByRole('button', { name: texts.cancel }).click();
    await expect(row.getByText(texts.cancelled)).toBeVisible();
    await expect(row.getByRole('button', { name: texts.cancel })).toHaveCount(0);
  });
}
