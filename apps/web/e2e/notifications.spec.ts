import { type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, field, signInNewUser, utcDay } from './event-setup-helpers';
import { linkIn, waitForMail } from './support/mailbox';
import { chooseGerman } from './support/language';

// Sign-up, invitation mails through the job queue, and the console beside two attendees' venues.
test.describe.configure({ timeout: 150_000 });

type Texts = {
  lang: 'en' | 'de';
  welcome: (name: string) => string;
  newPassword: string;
  enter: string;
  agenda: string;
  add: string;
  titleEn: string;
  textEn: string;
  german: string;
  titleDe: string;
  textDe: string;
  sendNow: string;
  atTime: string;
  date: string;
  time: string;
  schedule: string;
  sent: string;
  scheduled: string;
  cancelled: string;
  cancel: string;
  counts: (recipients: number, delivered: number, read: number) => string;
  title: string;
  text: string;
  arrived: string;
  markRead: string;
  bell: (count: number) => string;
};

const english: Texts = {
  lang: 'en',
  welcome: (name) => `Welcome, ${name}`,
  newPassword: 'New password',
  enter: 'Save password and enter',
  agenda: 'Agenda',
  add: 'New notification',
  titleEn: 'Title (English)',
  textEn: 'Text (English)',
  german: 'German',
  titleDe: 'Title (German)',
  textDe: 'Text (German)',
  sendNow: 'Send now',
  atTime: 'At a time',
  date: 'Date',
  time: 'Time',
  schedule: 'Schedule',
  sent: 'Sent',
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  cancel: 'Cancel sending',
  counts: (recipients, delivered, read) => `${recipients} recipients · ${delivered} delivered · ${read} read`,
  title: 'Coffee is served',
  text: 'Come to the foyer.',
  arrived: 'New notification',
  markRead: 'Mark as read',
  bell: (count) => `Notifications, ${count} unread`,
};

const german: Texts = {
  lang: 'de',
  welcome: (name) => `Willkommen, ${name}`,
  newPassword: 'Neues Passwort',
  enter: 'Passwort speichern und eintreten',
  agenda: 'Programm',
  add: 'Neue Benachrichtigung',
  titleEn: 'Titel (Englisch)',
  textEn: 'Text (Englisch)',
  german: 'Deutsch',
  titleDe: 'Titel (Deutsch)',
  textDe: 'Text (Deutsch)',
  sendNow: 'Jetzt senden',
  atTime: 'Zu einer Zeit',
  date: 'Datum',
  time: 'Uhrzeit',
  schedule: 'Planen',
  sent: 'Gesendet',
  scheduled: 'Geplant',
  cancelled: 'Abgebrochen',
  cancel: 'Versand abbrechen',
  counts: (recipients, delivered, read) => `${recipients} Empfänger · ${delivered} zugestellt · ${read} gelesen`,
  title: 'Kaffee ist da',
  text: 'Kommen Sie ins Foyer.',
  arrived: 'Neue Benachrichtigung',
  markRead: 'Als gelesen markieren',
  bell: (count) => `Benachrichtigungen, ${count} ungelesen`,
};

/** A published event with two invited accounts; answers the event's id and each invitation link. */
async function eventWithTwoAttendees(request: APIRequestContext, authorization: string, lang: 'en' | 'de') {
  const eventId = await createEvent(request, authorization, eventFields({ name: lang === 'de' ? 'Hafenabend' : 'Harbour Evening', language: lang }));
  const headers = { Authorization: authorization };
  const publish = await request.post(`/api/publishEvent/${eventId}`, { headers });
  expect(publish.ok(), await publish.text()).toBe(true);
  const links: Record<string, string> = {};
  for (const firstName of ['Ada', 'Bert']) {
    const email = `${firstName.toLowerCase()}-notify-${Date.now()}-${lang}@example.com`;
    const account = await request.post('/api/account', {
      headers,
      data: { eventId, id: 0, firstName, lastName: 'Quist', email, company: '', jobTitle: '', role: 'attendee', lang, groups: [], active: true },
    });
    expect(account.ok(), await account.text()).toBe(true);
    const accountId = ((await account.json()) as { data: { id: number } }).data.id;
    const invite = await request.post('/api/inviteAccounts', { headers, data: { eventId, accountIds: [accountId] } });
    expect(invite.ok(), await invite.text()).toBe(true);
    links[firstName] = linkIn(await waitForMail(email), '/venue/invitation/');
  }
  return { eventId, ada: links.Ada!, bert: links.Bert! };
}

/** The attendee opens the mailed link in a browser of their own, chooses a password and enters the venue. */
async function attendeeInVenue(browser: Browser, link: string, name: string, texts: Texts): Promise<Page> {
  const venue = await (await browser.newContext()).newPage();
  await venue.goto(link);
  await expect(venue.getByRole('heading', { name: texts.welcome(name), level: 1 })).toBeVisible();
  await venue.getByLabel(texts.newPassword, { exact: true }).fill('Lantern-Harbour-2027!');
  await venue.getByRole('button', { name: texts.enter }).click();
  await expect(venue.getByRole('link', { name: texts.agenda }).first()).toBeVisible();
  return venue;
}

/** The content keeps at least 8 px off the top and left edges of its box (the venue's pop-up and panel had no inner space). */
async function expectInset(box: Locator, content: Locator): Promise<void> {
  const outer = (await box.boundingBox())!;
  const inner = (await content.boundingBox())!;
  expect(inner.x - outer.x).toBeGreaterThanOrEqual(8);
  expect(inner.y - outer.y).toBeGreaterThanOrEqual(8);
}

for (const texts of [english, german]) {
  test(`${texts.lang}: a notification appears live in an open venue, waits for an attendee who enters later, and the console counts delivered and read`, async ({
    page,
    request,
    browser,
  }) => {
    const { authorization } = await signInNewUser(page, request);
    const { eventId, ada: adaLink, bert: bertLink } = await eventWithTwoAttendees(request, authorization, texts.lang);
    const ada = await attendeeInVenue(browser, adaLink, 'Ada', texts);

    // The organiser writes the notification in both languages and sends it now to everyone.
    await page.goto(`/event/${eventId}/communications/notifications`);
    if (texts.lang === 'de') await chooseGerman(page);
    await page.getByRole('link', { name: texts.add }).click();
    await field(page, texts.titleEn).fill(english.title);
    await field(page, texts.textEn).fill(english.text);
    await page.getByRole('tab', { name: texts.german }).click();
    await field(page, texts.titleDe).fill(german.title);
    await field(page, texts.textDe).fill(german.text);
    await expect(page.getByTestId('audience-count')).toContainText('2');
    await page.getByRole('button', { name: texts.sendNow }).click();

    // It reaches Ada's open venue at once, in her language, announced to screen readers.
    const announcement = ada.getByRole('status').filter({ hasText: texts.arrived });
    await expect(announcement).toContainText(texts.title);
    await expect(announcement).toContainText(texts.text);
    await expectInset(announcement.locator('.card'), announcement.getByText(texts.arrived));
    await expect(ada.getByTestId('notification-unread')).toHaveText('1');

    // The console lists it, under its title in the console's language, as sent and delivered to the one attendee who was online.
    const row = page.getByTestId('notification-row').filter({ hasText: texts.title });
    await expect(row).toContainText(texts.sent);
    await expect(row.getByTestId('notification-counts')).toHaveText(texts.counts(2, 1, 0));

    // Ada reads it.
    await announcement.getByRole('button', { name: texts.markRead }).click();
    await expect(ada.getByTestId('notification-unread')).toHaveCount(0);
    await expect(row.getByTestId('notification-counts')).toHaveText(texts.counts(2, 1, 1));

    // Bert enters later: it waited for him behind the bell.
    const bert = await attendeeInVenue(browser, bertLink, 'Bert', texts);
    await expect(bert.getByTestId('notification-unread')).toHaveText('1');
    await expect(row.getByTestId('notification-counts')).toHaveText(texts.counts(2, 2, 1));
    await bert.getByRole('button', { name: texts.bell(1) }).click();
    await expectInset(bert.locator('.notifications-panel'), bert.getByRole('button', { name: new RegExp(texts.title) }));
    await bert.getByRole('button', { name: new RegExp(texts.title) }).click();
    await expect(bert.getByTestId('notification-unread')).toHaveCount(0);
    await expect(row.getByTestId('notification-counts')).toHaveText(texts.counts(2, 2, 2));

    // A notification scheduled for tomorrow waits; cancelled, it never goes out.
    await page.getByRole('link', { name: texts.add }).click();
    await field(page, texts.titleEn).fill('Closing party');
    await field(page, texts.textEn).fill('See you on the roof.');
    await page.getByText(texts.atTime, { exact: true }).click();
    await field(page, texts.date).fill(utcDay(1));
    await field(page, texts.time).fill('18:00');
    await page.getByRole('button', { name: texts.schedule }).click();
    const later = page.getByTestId('notification-row').filter({ hasText: 'Closing party' });
    await expect(later).toContainText(texts.scheduled);
    await later.getByRole('button', { name: new RegExp(texts.cancel) }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.cancel }).click();
    await expect(later).toContainText(texts.cancelled);
  });
}
