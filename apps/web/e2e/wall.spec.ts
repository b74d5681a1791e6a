import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { linkIn, waitForMail } from './support/mailbox';
import { chooseGerman } from './support/language';

// Sign-up, an invitation mail through the job queue and two browsers side by side: room on a busy machine.
test.describe.configure({ timeout: 120_000 });

type Texts = {
  lang: 'en' | 'de';
  title: string;
  preModeration: string;
  welcome: string;
  newPassword: string;
  enter: string;
  yourPost: string;
  post: string;
  sentPending: string;
  waiting: string;
  postBy: string;
  approve: string;
  approved: string;
  hide: string;
  hidden: string;
  hiddenBadge: string;
  openScreen: string;
};

const english: Texts = {
  lang: 'en',
  title: 'Social wall',
  preModeration: 'Approve posts before they appear',
  welcome: 'Welcome, Ada',
  newPassword: 'New password',
  enter: 'Save password and enter',
  yourPost: 'Your post',
  post: 'Post',
  sentPending: 'Thank you! Your post appears on the wall once a moderator has approved it.',
  waiting: 'Waiting for approval',
  postBy: 'Post by Ada Quist',
  approve: 'Approve',
  approved: 'Your post has been approved and is now on the wall.',
  hide: 'Hide',
  hidden: 'A moderator has taken your post off the wall.',
  hiddenBadge: 'Hidden by a moderator',
  openScreen: 'Open the full-screen wall',
};

const german: Texts = {
  lang: 'de',
  title: 'Social Wall',
  preModeration: 'Beiträge vor dem Erscheinen freigeben',
  welcome: 'Willkommen, Ada',
  newPassword: 'Neues Passwort',
  enter: 'Passwort speichern und eintreten',
  yourPost: 'Ihr Beitrag',
  post: 'Posten',
  sentPending: 'Danke! Ihr Beitrag erscheint auf der Wall, sobald die Moderation ihn freigegeben hat.',
  waiting: 'Wartet auf Freigabe',
  postBy: 'Beitrag von Ada Quist',
  approve: 'Freigeben',
  approved: 'Ihr Beitrag wurde freigegeben und ist jetzt auf der Wall.',
  hide: 'Ausblenden',
  hidden: 'Die Moderation hat Ihren Beitrag von der Wall genommen.',
  hiddenBadge: 'Von der Moderation ausgeblendet',
  openScreen: 'Wall im Vollbild öffnen',
};

/** A published event with one invited account; answers the event's id and the mailed invitation link. */
async function eventWithInvitedAccount(request: APIRequestContext, authorization: string, email: string, lang: 'en' | 'de') {
  const headers = { Authorization: authorization };
  const eventId = await createEvent(request, authorization, eventFields({ name: lang === 'de' ? 'Sommergipfel' : 'Harbour Summit' }));
  const publish = await request.post(`/api/publishEvent/${eventId}`, { headers });
  expect(publish.ok(), await publish.text()).toBe(true);
  const account = await request.post('/api/account', {
    headers,
    data: { eventId, id: 0, firstName: 'Ada', lastName: 'Quist', email, company: '', jobTitle: '', role: 'attendee', lang, groups: [], active: true },
  });
  expect(account.ok(), await account.text()).toBe(true);
  const invite = await request.post('/api/inviteAccounts', { headers, data: { eventId, notInvited: true } });
  expect(invite.ok(), await invite.text()).toBe(true);
  return { eventId, link: linkIn(await waitForMail(email), '/venue/invitation/') };
}

/** The attendee accepts the invitation in a browser of their own and opens the wall. */
async function attendeeOnWall(browser: Browser, link: string, texts: Texts): Promise<Page> {
  // On a phone, as most attendees at a hybrid venue are.
  const venue = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await venue.goto(link);
  await expect(venue.getByRole('heading', { name: texts.welcome, level: 1 })).toBeVisible();
  await venue.getByLabel(texts.newPassword, { exact: true }).fill('Lantern-Harbour-2027!');
  await venue.getByRole('button', { name: texts.enter }).click();
  await expect(venue).toHaveURL(/\/e\/[A-Za-z0-9]+\/venue\/?$/);
  await venue.goto(venue.url().replace(/\/?$/, '/wall'));
  await expect(venue.getByLabel(texts.yourPost)).toBeVisible();
  // Nothing on the page (the hidden image input included) makes it scroll sideways.
  expect(await venue.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  return venue;
}

for (const texts of [english, german]) {
  test(`${texts.lang}: pre-moderation — the attendee posts, the organiser approves and later hides, the attendee sees both without reloading`, async ({
    page,
    request,
    browser,
  }) => {
    const email = `ada-wall-${Date.now()}-${texts.lang}@example.com`;
    const { authorization } = await signInNewUser(page, request);
    const { eventId, link } = await eventWithInvitedAccount(request, authorization, email, texts.lang);

    // The organiser chooses pre-moderation on the wall screen.
    await page.goto(`/event/${eventId}/communications/social`);
    if (texts.lang === 'de') await chooseGerman(page);
    await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: texts.preModeration }).check();
    await expect(page.getByRole('radio', { name: texts.preModeration })).toBeChecked();

    // The attendee posts; under pre-moderation they see their own post as waiting.
    const venue = await attendeeOnWall(browser, link, texts);
    const body = `Greetings from row 7 <b>not bold</b> ${texts.lang}`;
    await venue.getByLabel(texts.yourPost).fill(body);
    await venue.getByRole('button', { name: texts.post, exact: true }).click();
    await expect(venue.getByText(texts.sentPending)).toBeVisible();
    const own = venue.getByRole('article', { name: texts.postBy });
    await expect(own.getByText(body, { exact: true })).toBeVisible();
    await expect(own.getByText(texts.waiting)).toBeVisible();

    // The organiser's queue shows it live and approves it.
    const queued = page.getByRole('article', { name: texts.postBy }).filter({ hasText: body });
    await expect(queued).toBeVisible();
    await queued.getByRole('button', { name: texts.approve, exact: true }).click();

    // The attendee hears of it at once, and the post is on the wall for everyone.
    await expect(venue.getByText(texts.approved)).toBeVisible();
    await expect(own.getByText(texts.waiting)).toHaveCount(0);

    // The full-screen view for the venue's screens shows it, outside the console's frame.
    const screen = await page.context().newPage();
    await screen.goto(`/event/${eventId}/communications/social/screen`);
    await expect(screen.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
    await expect(screen.getByText(body, { exact: true })).toBeVisible();
    await expect(screen.getByRole('navigation')).toHaveCount(0);

    // Post-moderation's tool: the organiser hides the post; the attendee sees it taken off, the screen drops it.
    await page.getByRole('article', { name: texts.postBy }).filter({ hasText: body }).getByRole('button', { name: texts.hide, exact: true }).click();
    await expect(venue.getByText(texts.hidden)).toBeVisible();
    await expect(own.getByText(texts.hiddenBadge)).toBeVisible();
    await expect(screen.getByText(body, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: texts.openScreen })).toBeVisible();
  });
}
