import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { linkIn, waitForMail } from './support/mailbox';
import { chooseGerman } from './support/language';

// Sign-up, an invitation mail through the job queue and two browsers side by side.
test.describe.configure({ timeout: 120_000 });

type Texts = {
  lang: 'en' | 'de';
  welcome: string;
  newPassword: string;
  enter: string;
  agenda: string;
  chatTitle: string;
  eventChannel: string;
  message: string;
  send: string;
  channelsTitle: string;
  channelTitle: string;
  organiserWrite: string;
  organiserBadge: string;
  deleteButton: string;
  restrict: string;
  muteUntilLifted: string;
  muted: string;
  transcript: string;
  allowDirect: string;
  direct: string;
};

const english: Texts = {
  lang: 'en',
  welcome: 'Welcome, Ada',
  newPassword: 'New password',
  enter: 'Save password and enter',
  agenda: 'Agenda',
  chatTitle: 'Chat',
  eventChannel: 'Whole event',
  message: 'Message to Whole event',
  send: 'Send',
  channelsTitle: 'Chat',
  channelTitle: 'Chat: Whole event',
  organiserWrite: 'Message from the organisers',
  organiserBadge: 'Organiser',
  deleteButton: 'Delete',
  restrict: 'Restrict Ada Quist',
  muteUntilLifted: 'Mute until lifted',
  muted: 'A moderator has muted you: you can read the chat but not write.',
  transcript: 'Export transcript (CSV)',
  allowDirect: 'Attendees may write to each other directly',
  direct: 'Direct messages',
};

const german: Texts = {
  lang: 'de',
  welcome: 'Willkommen, Ada',
  newPassword: 'Neues Passwort',
  enter: 'Passwort speichern und eintreten',
  agenda: 'Programm',
  chatTitle: 'Chat',
  eventChannel: 'Gesamtes Event',
  message: 'Nachricht an Gesamtes Event',
  send: 'Senden',
  channelsTitle: 'Chat',
  channelTitle: 'Chat: Gesamtes Event',
  organiserWrite: 'Nachricht der Veranstalter',
  organiserBadge: 'Veranstalter',
  deleteButton: 'Löschen',
  restrict: 'Ada Quist einschränken',
  muteUntilLifted: 'Stummschalten bis zur Aufhebung',
  muted: 'Die Moderation hat Sie stummgeschaltet: Sie können den Chat lesen, aber nicht schreiben.',
  transcript: 'Verlauf exportieren (CSV)',
  allowDirect: 'Teilnehmende dürfen sich direkt schreiben',
  direct: 'Direktnachrichten',
};

/** A published event with one invited account; answers the event's id and the invitation link. */
async function eventWithInvitedAttendee(request: APIRequestContext, authorization: string, lang: 'en' | 'de'): Promise<{ eventId: number; link: string }> {
  const email = `ada-chat-${Date.now()}-${lang}@example.com`;
  const eventId = await createEvent(request, authorization, eventFields({ name: lang === 'de' ? 'Hafengespräch' : 'Harbour Talk', language: lang }));
  const headers = { Authorization: authorization };
  const publish = await request.post(`/api/publishEvent/${eventId}`, { headers });
  expect(publish.ok(), await publish.text()).toBe(true);
  const account = await request.post('/api/account', {
    headers,
    data: { eventId, id: 0, firstName: 'Ada', lastName: 'Quist', email, company: '', jobTitle: '', role: 'attendee', lang, groups: [], active: true },
  });
  expect(account.ok(), await account.text()).toBe(true);
  const accountId = ((await account.json()) as { data: { id: number } }).data.id;
  const invite = await request.post('/api/inviteAccounts', { headers, data: { eventId, accountIds: [accountId] } });
  expect(invite.ok(), await invite.text()).toBe(true);
  return { eventId, link: linkIn(await waitForMail(email), '/venue/invitation/') };
}

/** The attendee opens the mailed link in a browser of their own, chooses a password and enters the venue. */
async function attendeeInVenue(browser: Browser, link: string, texts: Texts): Promise<Page> {
  const venue = await (await browser.newContext()).newPage();
  await venue.goto(link);
  await expect(venue.getByRole('heading', { name: texts.welcome, level: 1 })).toBeVisible();
  await venue.getByLabel(texts.newPassword, { exact: true }).fill('Lantern-Harbour-2027!');
  await venue.getByRole('button', { name: texts.enter }).click();
  await expect(venue.getByRole('link', { name: texts.agenda }).first()).toBeVisible();
  return venue;
}

const messagesOf = (page: Page) => page.getByRole('list', { name: /^(Messages|Nachrichten)$/ });

for (const texts of [english, german]) {
  test(`${texts.lang}: attendee and organiser chat side by side; the organiser deletes and mutes, the attendee sees it without reloading`, async ({
    page,
    request,
    browser,
  }) => {
    const { authorization } = await signInNewUser(page, request);
    const { eventId, link } = await eventWithInvitedAttendee(request, authorization, texts.lang);
    const venue = await attendeeInVenue(browser, link, texts);

    // The attendee opens the chat and writes, with a link made clickable.
    await venue.goto(venue.url().replace(/\/venue\/?$/, '/venue/chat'));
    await expect(venue.getByRole('heading', { level: 1, name: texts.chatTitle })).toBeVisible();
    await expect(venue.getByRole('link', { name: texts.eventChannel })).toHaveAttribute('aria-current', 'page');
    const box = venue.getByRole('textbox', { name: texts.message });
    await box.fill('Hello from Ada, slides at https://example.com/slides <b>bold?</b>');
    await venue.getByRole('button', { name: texts.send }).click();
    const own = messagesOf(venue).getByRole('listitem').filter({ hasText: 'Hello from Ada' });
    await expect(own).toContainText('<b>bold?</b>');
    await expect(own.getByRole('link', { name: 'https://example.com/slides' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    // The organiser sees the channel with its count, then the live view.
    await page.goto(`/event/${eventId}/communications/chat`);
    if (texts.lang === 'de') await chooseGerman(page);
    await expect(page.getByRole('heading', { level: 1, name: texts.channelsTitle })).toBeVisible();
    // Direct messages are off until the organiser allows them; the venue offers them from its next load.
    await expect(venue.getByRole('heading', { name: texts.direct })).toHaveCount(0);
    const allowDirect = page.getByRole('switch', { name: texts.allowDirect });
    await allowDirect.check();
    await expect(allowDirect).toBeChecked();
    await venue.reload();
    await expect(venue.getByRole('heading', { name: texts.direct, level: 2 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: texts.allowDirect })).toBeChecked();
    const row = page.getByRole('row').filter({ hasText: texts.eventChannel });
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    await row.getByRole('link', { name: texts.eventChannel }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.channelTitle })).toBeVisible();
    await expect(messagesOf(page).getByRole('listitem').filter({ hasText: 'Hello from Ada' })).toBeVisible();

    // Both directions are live: the organiser's message reaches the venue, the attendee's the console.
    await page.getByRole('textbox', { name: texts.organiserWrite }).fill('Welcome to the chat!');
    await page.getByRole('button', { name: texts.send }).click();
    const welcome = messagesOf(venue).getByRole('listitem').filter({ hasText: 'Welcome to the chat!' });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText(texts.organiserBadge);
    await box.fill('Buy cheap watches now');
    await box.press('Enter');
    const spam = messagesOf(page).getByRole('listitem').filter({ hasText: 'Buy cheap watches now' });
    await expect(spam).toBeVisible();

    // The transcript downloads as CSV.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: texts.transcript }).click();
    expect((await download).suggestedFilename()).toMatch(/-chat-\d+\.csv$/);

    // Moderation: the organiser deletes the message, and it leaves the attendee's screen at once.
    await expect(messagesOf(venue).getByRole('listitem').filter({ hasText: 'Buy cheap watches now' })).toBeVisible();
    await spam.getByRole('button', { name: texts.deleteButton }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.deleteButton }).click();
    await expect(spam).toHaveCount(0);
    await expect(messagesOf(venue).getByRole('listitem').filter({ hasText: 'Buy cheap watches now' })).toHaveCount(0);

    // ... and mutes its author: the attendee is told, and cannot send any more.
    await messagesOf(page).getByRole('listitem').filter({ hasText: 'Hello from Ada' }).getByRole('button', { name: texts.restrict }).click();
    await page.getByRole('menuitem', { name: texts.muteUntilLifted }).click();
    await expect(venue.getByText(texts.muted)).toBeVisible();
    await expect(venue.getByRole('button', { name: texts.send })).toBeDisabled();
  });
}
