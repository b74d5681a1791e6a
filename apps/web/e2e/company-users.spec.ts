import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newTestUser, type TestUser } from './support/accounts';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { chooseGerman } from './support/language';
import { linkIn, waitForMail } from './support/mailbox';
import { pickOption } from './support/select';

// One test walks an owner's and a host's whole session; on a busy machine that takes longer than the default.
test.describe.configure({ timeout: 90_000 });

type Texts = {
  lang: 'en' | 'de';
  usersTitle: string;
  invite: string;
  inviteTitle: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  host: string;
  events: string;
  sendInvitation: string;
  invited: string;
  deactivated: string;
  deactivate: string;
  newPassword: string;
  confirmPassword: string;
  createAccount: string;
  eventsTitle: string;
  createEvent: string;
  signIn: RegExp;
};

const english: Texts = {
  lang: 'en',
  usersTitle: 'My users',
  invite: 'Invite user',
  inviteTitle: 'Invite user',
  email: 'E-mail',
  firstName: 'First name',
  lastName: 'Last name',
  role: 'Role',
  host: 'Host',
  events: 'Assigned events',
  sendInvitation: 'Send invitation',
  invited: 'Invited',
  deactivated: 'Deactivated',
  deactivate: 'Deactivate',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  createAccount: 'Create account',
  eventsTitle: 'Events',
  createEvent: 'Create event',
  signIn: /sign in/i,
};

const german: Texts = {
  lang: 'de',
  usersTitle: 'Meine Benutzer',
  invite: 'Benutzer einladen',
  inviteTitle: 'Benutzer einladen',
  email: 'E-Mail',
  firstName: 'Vorname',
  lastName: 'Nachname',
  role: 'Rolle',
  host: 'Gastgeber',
  events: 'Zugewiesene Events',
  sendInvitation: 'Einladung senden',
  invited: 'Eingeladen',
  deactivated: 'Deaktiviert',
  deactivate: 'Deaktivieren',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Passwort bestätigen',
  createAccount: 'Konto anlegen',
  eventsTitle: 'Events',
  createEvent: 'Event erstellen',
  signIn: /anmelden/i,
};

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Signs in on the login page in the test's language and waits for the events list. */
async function signInAs(page: Page, user: TestUser, texts: Texts): Promise<void> {
  await page.goto('/auth/login');
  if (texts.lang === 'de') await chooseGerman(page);
  await page.getByLabel(/e-mail/i).fill(user.email);
  await page.getByLabel(/password|passwort/i).first().fill(user.password);
  await page.getByRole('button', { name: texts.signIn }).click();
  await page.waitForURL(/\/events$/);
}

for (const texts of [english, german]) {
  test(`${texts.lang}: an owner invites a host to one of two events; the host sees only that one, and is signed out once deactivated`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const { authorization } = await signInNewUser(page, request);
    await createEvent(request, authorization, eventFields({ name: 'Harbour Summit' }));
    await createEvent(request, authorization, eventFields({ name: 'River Forum' }));

    await page.goto('/profile/users');
    if (texts.lang === 'de') await chooseGerman(page);
    await expect(page.getByRole('heading', { level: 1, name: texts.usersTitle })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: texts.invite }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: texts.inviteTitle })).toBeVisible();

    const hostUser = newTestUser({ firstName: 'Hana', lastName: 'Berg' });
    await textbox(page, texts.email).fill(hostUser.email);
    await textbox(page, texts.firstName).fill(hostUser.firstName);
    await textbox(page, texts.lastName).fill(hostUser.lastName);
    await pickOption(page.getByRole('combobox', { name: texts.role }), page.getByRole('option', { name: texts.host, exact: true }));
    await pickOption(page.getByRole('combobox', { name: texts.events }), page.getByRole('option', { name: 'Harbour Summit' }));
    await page.getByRole('button', { name: texts.sendInvitation }).click();

    await expect(page).toHaveURL(/\/profile\/users$/);
    const row = page.getByRole('row').filter({ hasText: hostUser.email });
    await expect(row).toContainText(texts.invited);
    await expect(row).toContainText('Harbour Summit');
    await expect(row).not.toContainText('River Forum');

    const link = linkIn(await waitForMail(hostUser.email), '/auth/create-account/');
    const hostContext = await browser.newContext({ baseURL, locale: texts.lang === 'de' ? 'de-DE' : 'en-US' });
    const hostPage = await hostContext.newPage();
    await hostPage.goto(link);
    if (texts.lang === 'de') await chooseGerman(hostPage);
    await textbox(hostPage, texts.newPassword).fill(hostUser.password);
    await textbox(hostPage, texts.confirmPassword).fill(hostUser.password);
    await hostPage.getByRole('button', { name: texts.createAccount }).click();
    await hostPage.waitForURL(/\/auth\/login$/);

    await signInAs(hostPage, hostUser, texts);
    await expect(hostPage.getByRole('heading', { level: 1, name: texts.eventsTitle })).toBeVisible();
    await expect(hostPage.getByRole('link', { name: 'Harbour Summit' })).toBeVisible();
    await expect(hostPage.getByText('River Forum')).toHaveCount(0);
    await expect(hostPage.getByRole('link', { name: texts.createEvent })).toHaveCount(0);

    await page.reload();
    await page.getByRole('link', { name: `${hostUser.firstName} ${hostUser.lastName}` }).click();
    await page.getByRole('button', { name: texts.deactivate }).click();
    await expect(page.getByRole('main').getByText(texts.deactivated, { exact: true })).toBeVisible();

    // The host's next request finds the session ended and lands on the sign-in page.
    await hostPage.reload();
    await hostPage.waitForURL(/\/auth\/login/);
    // The sign-in page itself, not only its address: a page closed while that navigation still
    // loads has stalled Chromium's close for over a minute.
    await expect(hostPage.getByRole('button', { name: texts.signIn })).toBeVisible();
  });
}
