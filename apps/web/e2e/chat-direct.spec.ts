import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { enterVenueAs, invitedAttendee } from './support/venue-attendees';

// Two attendees, each in a browser of their own, after invitation mails through the job queue.
test.describe.configure({ timeout: 120_000 });

const english = {
  lang: 'en' as 'en' | 'de',
  findPerson: 'Write to someone',
  search: 'Search',
  writeTo: 'Write to Ben Öztürk',
  message: 'Message to Ben Öztürk',
  send: 'Send',
  unread: (count: number) => ` (${count} unread message${count === 1 ? '' : 's'})`,
  menu: 'Event menu',
};

const german: typeof english = {
  lang: 'de',
  findPerson: 'Jemandem schreiben',
  search: 'Suchen',
  writeTo: 'Ben Öztürk schreiben',
  message: 'Nachricht an Ben Öztürk',
  send: 'Senden',
  unread: (count) => ` (${count} ungelesene Nachricht${count === 1 ? '' : 'en'})`,
  menu: 'Event-Menü',
};

/** The venue menu's chat link, whose name carries the unread count when there is one. */
const chatInMenu = (venue: Page, texts: typeof english) => venue.getByRole('navigation', { name: texts.menu }).getByRole('link', { name: /^Chat/ });

for (const texts of [english, german]) {
  test(`${texts.lang}: a direct message shows as unread in the menu and the channel list until it is read, in every tab`, async ({ page, request, browser }) => {
    const { authorization } = await signInNewUser(page, request);
    const eventId = await createEvent(request, authorization, eventFields({ name: texts.lang === 'de' ? 'Hafengespräch' : 'Harbour Talk', language: texts.lang }));
    const headers = { Authorization: authorization };
    expect((await request.post(`/api/publishEvent/${eventId}`, { headers })).ok()).toBe(true);
    expect((await request.post(`/api/engagementSettings/${eventId}`, { headers, data: { directMessages: true } })).ok()).toBe(true);
    const adaLink = await invitedAttendee(request, authorization, eventId, { firstName: 'Ada', lastName: 'Quist', lang: texts.lang });
    const benLink = await invitedAttendee(request, authorization, eventId, { firstName: 'Ben', lastName: 'Öztürk', lang: texts.lang });
    const ada = await enterVenueAs(browser, adaLink, { firstName: 'Ada', lang: texts.lang });
    const ben = await enterVenueAs(browser, benLink, { firstName: 'Ben', lang: texts.lang });
    await expect(chatInMenu(ben, texts)).toHaveAccessibleName('Chat');

    // Ada finds Ben and writes to him twice; Ben, on another page, sees the count in the menu.
    await chatInMenu(ada, texts).click();
    await ada.getByRole('searchbox', { name: texts.findPerson }).fill('Öztürk');
    await ada.getByRole('button', { name: texts.search }).click();
    await ada.getByRole('button', { name: texts.writeTo }).click();
    const box = ada.getByRole('textbox', { name: texts.message });
    await box.fill('Are you at the keynote?');
    await ada.getByRole('button', { name: texts.send }).click();
    await expect(chatInMenu(ben, texts)).toHaveAccessibleName(`Chat${texts.unread(1)}`);
    await box.fill('I kept you a seat.');
    await ada.getByRole('button', { name: texts.send }).click();
    await expect(chatInMenu(ben, texts)).toHaveAccessibleName(`Chat${texts.unread(2)}`);
    // Ada's own messages are never unread to her.
    await expect(chatInMenu(ada, texts)).toHaveAccessibleName('Chat');

    // A second tab of Ben's follows when the first one reads the conversation.
    const benSecondTab = await ben.context().newPage();
    await benSecondTab.goto(ben.url());
    await expect(chatInMenu(benSecondTab, texts)).toHaveAccessibleName(`Chat${texts.unread(2)}`);

    await chatInMenu(ben, texts).click();
    const conversation = ben.getByRole('link', { name: /^Ada Quist/ });
    await expect(conversation).toHaveAccessibleName(`Ada Quist${texts.unread(2)}`);
    await conversation.click();
    await expect(ben.getByRole('listitem').filter({ hasText: 'I kept you a seat.' })).toBeVisible();
    await expect(conversation).toHaveAccessibleName('Ada Quist');
    await expect(chatInMenu(ben, texts)).toHaveAccessibleName('Chat');
    await expect(chatInMenu(benSecondTab, texts)).toHaveAccessibleName('Chat');

    // With the conversation open, a new message is read as it arrives, and stays read after a reload.
    await box.fill('See you there.');
    await ada.getByRole('button', { name: texts.send }).click();
    await expect(ben.getByRole('listitem').filter({ hasText: 'See you there.' })).toBeVisible();
    await expect(chatInMenu(ben, texts)).toHaveAccessibleName('Chat');
    await benSecondTab.reload();
    await expect(chatInMenu(benSecondTab, texts)).toHaveAccessibleName('Chat');
  });
}
