import { type APIRequestContext, type Page } from '@playwright/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { chooseGerman } from './support/language';
import { expect, test } from './support/test';
import { enterVenueAs, invitedAccount } from './support/venue-attendees';

// Two invitation mails through the job queue and three browsers side by side.
test.describe.configure({ timeout: 120_000 });

const english = {
  lang: 'en' as 'en' | 'de',
  message: 'Message to Whole event',
  send: 'Send',
  muted: 'A moderator has muted you: you can read the chat but not write.',
  chatTitle: 'Chat',
  restrictions: 'Restrictions',
  mutedBadge: 'Muted',
  byOrganiser: '(organiser)',
  untilLifted: 'Until lifted',
  liftAda: 'Lift the mute of Ada Quist',
  liftTitle: 'Lift restriction',
  lift: 'Lift',
  consoleEmpty: 'Nobody is restricted',
  venueEmpty: 'Nobody is muted or banned.',
  venueConfirm: 'Lift the mute of Ada Quist? They can write again at once.',
  venueLifted: 'Ada Quist is no longer muted.',
};

const german: typeof english = {
  lang: 'de',
  message: 'Nachricht an Gesamtes Event',
  send: 'Senden',
  muted: 'Die Moderation hat Sie stummgeschaltet: Sie können den Chat lesen, aber nicht schreiben.',
  chatTitle: 'Chat',
  restrictions: 'Einschränkungen',
  mutedBadge: 'Stummgeschaltet',
  byOrganiser: '(Veranstalter)',
  untilLifted: 'Bis zur Aufhebung',
  liftAda: 'Stummschaltung von Ada Quist aufheben',
  liftTitle: 'Einschränkung aufheben',
  lift: 'Aufheben',
  consoleEmpty: 'Niemand ist eingeschränkt',
  venueEmpty: 'Niemand ist stummgeschaltet oder ausgeschlossen.',
  venueConfirm: 'Stummschaltung von Ada Quist aufheben? Die Person kann sofort wieder schreiben.',
  venueLifted: 'Ada Quist ist nicht mehr stummgeschaltet.',
};

const mute = async (request: APIRequestContext, authorization: string, eventId: number, accountId: number) => {
  const muted = await request.post(`/api/restrictAccount/${eventId}`, { headers: { Authorization: authorization }, data: { accountId, kind: 'mute' } });
  expect(muted.ok(), await muted.text()).toBe(true);
};

const openChat = (venue: Page) => venue.goto(venue.url().replace(/\/venue\/?$/, '/venue/chat'));

for (const texts of [english, german]) {
  test(`${texts.lang}: organisers and venue moderators see a mute and lift it; the attendee writes again and every list follows without reloading`, async ({
    page,
    request,
    browser,
  }) => {
    const { authorization } = await signInNewUser(page, request);
    const eventId = await createEvent(request, authorization, eventFields({ name: texts.lang === 'de' ? 'Hafengespräch' : 'Harbour Talk', language: texts.lang }));
    expect((await request.post(`/api/publishEvent/${eventId}`, { headers: { Authorization: authorization } })).ok()).toBe(true);
    const ada = await invitedAccount(request, authorization, eventId, { firstName: 'Ada', lastName: 'Quist', lang: texts.lang });
    const mia = await invitedAccount(request, authorization, eventId, { firstName: 'Mia', lastName: 'Moder', lang: texts.lang, role: 'moderator' });
    const attendee = await enterVenueAs(browser, ada.link, { firstName: 'Ada', lang: texts.lang });
    const moderator = await enterVenueAs(browser, mia.link, { firstName: 'Mia', lang: texts.lang });
    await mute(request, authorization, eventId, ada.accountId);

    // The muted attendee reads but cannot send; the moderator's list under the chat names her.
    await openChat(attendee);
    await expect(attendee.getByText(texts.muted)).toBeVisible();
    await expect(attendee.getByRole('button', { name: texts.send })).toBeDisabled();
    await openChat(moderator);
    const venueList = moderator.getByRole('list', { name: texts.restrictions });
    const venueAda = venueList.getByRole('listitem').filter({ hasText: 'Ada Quist' });
    await expect(venueAda).toContainText(texts.mutedBadge);
    await expect(venueAda).toContainText(texts.byOrganiser);

    // The organiser lifts it from the event's chat screen, after confirming.
    await page.goto(`/event/${eventId}/communications/chat`);
    if (texts.lang === 'de') await chooseGerman(page);
    await expect(page.getByRole('heading', { level: 1, name: texts.chatTitle })).toBeVisible();
    const table = page.getByRole('table', { name: texts.restrictions });
    const row = table.getByRole('row').filter({ hasText: 'Ada Quist' });
    await expect(row).toContainText(texts.mutedBadge);
    await expect(row).toContainText(texts.untilLifted);
    await row.getByRole('button', { name: texts.liftAda }).click();
    const dialog = page.getByRole('dialog', { name: texts.liftTitle });
    await dialog.getByRole('button', { name: texts.lift, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: texts.consoleEmpty })).toBeVisible();

    // At once, without reloading: the attendee writes again, the moderator's list is empty.
    await expect(attendee.getByText(texts.muted)).toHaveCount(0);
    await attendee.getByRole('textbox', { name: texts.message }).fill('Thanks, I am back');
    await attendee.getByRole('button', { name: texts.send }).click();
    await expect(attendee.getByRole('listitem').filter({ hasText: 'Thanks, I am back' })).toBeVisible();
    await expect(moderator.getByText(texts.venueEmpty)).toBeVisible();

    // Muted again, the moderator's list and the organiser's table follow; this time the moderator lifts it.
    await mute(request, authorization, eventId, ada.accountId);
    await expect(venueAda).toContainText(texts.mutedBadge);
    await expect(row).toContainText(texts.mutedBadge);
    await expect(attendee.getByText(texts.muted)).toBeVisible();
    let asked = '';
    moderator.once('dialog', (question) => {
      asked = question.message();
      void question.accept();
    });
    await venueAda.getByRole('button', { name: texts.liftAda }).click();
    await expect(moderator.getByText(texts.venueLifted)).toBeVisible();
    expect(asked).toBe(texts.venueConfirm);
    await expect(moderator.getByText(texts.venueEmpty)).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.consoleEmpty })).toBeVisible();
    await expect(attendee.getByText(texts.muted)).toHaveCount(0);
  });
}
