import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { linkIn, waitForMail } from './support/mailbox';
import { chooseGerman } from './support/language';

// Sign-up, an invitation mail through the job queue and two browsers: room on a busy machine.
test.describe.configure({ timeout: 120_000 });

type Texts = {
  lang: 'en' | 'de';
  accounts: string;
  selectRow: RegExp;
  actions: string;
  invite: string;
  invited: string;
  signedIn: string;
  welcome: string;
  newPassword: string;
  enter: string;
  agenda: string;
};

const english: Texts = {
  lang: 'en',
  accounts: 'Accounts',
  selectRow: /^Select .*Quist/,
  actions: 'Actions',
  invite: 'Invite',
  invited: 'Invited',
  signedIn: 'Signed in',
  welcome: 'Welcome, Ada',
  newPassword: 'New password',
  enter: 'Save password and enter',
  agenda: 'Agenda',
};

const german: Texts = {
  lang: 'de',
  accounts: 'Konten',
  selectRow: /Quist.* auswählen$/,
  actions: 'Aktionen',
  invite: 'Einladen',
  invited: 'Eingeladen',
  signedIn: 'Angemeldet',
  welcome: 'Willkommen, Ada',
  newPassword: 'Neues Passwort',
  enter: 'Passwort speichern und eintreten',
  agenda: 'Programm',
};

async function publishedEventWithAccount(request: APIRequestContext, authorization: string, email: string, lang: 'en' | 'de'): Promise<number> {
  const eventId = await createEvent(request, authorization, eventFields({ name: lang === 'de' ? 'Sommergipfel' : 'Harbour Summit' }));
  const publish = await request.post(`/api/publishEvent/${eventId}`, { headers: { Authorization: authorization } });
  expect(publish.ok(), await publish.text()).toBe(true);
  const account = await request.post('/api/account', {
    headers: { Authorization: authorization },
    data: { eventId, id: 0, firstName: 'Ada', lastName: 'Quist', email, company: '', jobTitle: '', role: 'attendee', lang, groups: [], active: true },
  });
  expect(account.ok(), await account.text()).toBe(true);
  return eventId;
}

/** The attendee opens the mailed link in a browser of their own, chooses a password and is in the venue. */
async function acceptInvitation(browser: Browser, link: string, texts: Texts): Promise<Page> {
  const context = await browser.newContext();
  const venue = await context.newPage();
  await venue.goto(link);
  await expect(venue.getByRole('heading', { name: texts.welcome, level: 1 })).toBeVisible();
  await venue.getByLabel(texts.newPassword, { exact: true }).fill('Lantern-Harbour-2027!');
  await venue.getByRole('button', { name: texts.enter }).click();
  await expect(venue).toHaveURL(/\/e\/[A-Za-z0-9]+\/venue\/?$/);
  await expect(venue.getByRole('link', { name: texts.agenda }).first()).toBeVisible();
  return venue;
}

for (const texts of [english, german]) {
  test(`${texts.lang}: invite an account, open the mailed link, land in the venue; the console sees the attendee online and then gone`, async ({
    page,
    request,
    browser,
  }) => {
    const email = `ada-${Date.now()}-${texts.lang}@example.com`;
    const { authorization } = await signInNewUser(page, request);
    const eventId = await publishedEventWithAccount(request, authorization, email, texts.lang);

    await page.goto(`/event/${eventId}/accounts`);
    if (texts.lang === 'de') await chooseGerman(page);
    await expect(page.getByRole('heading', { name: texts.accounts, level: 1 })).toBeVisible();
    const row = page.getByTestId('account-row').filter({ hasText: email });
    await row.getByRole('checkbox', { name: texts.selectRow }).check();
    await page.getByRole('button', { name: texts.actions }).click();
    await page.getByRole('menuitem', { name: texts.invite, exact: true }).click();
    await expect(row.getByText(texts.invited, { exact: true })).toBeVisible();

    // The mail is in the account's language and carries its personal link into the venue.
    const mail = await waitForMail(email);
    expect(mail.text).toContain(texts.lang === 'de' ? 'Sommergipfel' : 'Harbour Summit');
    const venue = await acceptInvitation(browser, linkIn(mail, '/venue/invitation/'), texts);

    // Issue 9 §6: the online dot appears while the venue is open (pushed, not polled) ...
    await expect(row.getByTestId('online-dot')).toBeVisible({ timeout: 5_000 });
    // ... and goes within 30 s of the venue closing.
    await venue.context().close();
    await expect(row.getByTestId('online-dot')).toHaveCount(0, { timeout: 30_000 });
    await page.reload();
    await expect(page.getByTestId('account-row').filter({ hasText: email }).getByText(texts.signedIn, { exact: true })).toBeVisible();
  });
}
