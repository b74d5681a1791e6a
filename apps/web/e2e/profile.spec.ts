import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { makePng } from '../../server/src/modules/files/test-images';
import { signIn, signInNewUser } from './event-setup-helpers';
import { newTestUser } from './support/accounts';
import { chooseGerman } from './support/language';
import { linkIn, waitForMail } from './support/mailbox';

// One test walks the whole profile: photo, names, password and e-mail, with two sign-ins.
test.describe.configure({ timeout: 90_000 });

// GIF89a, 1x1 px: a real image in a format docs/rules/uploads.md#image-uploads does not allow.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const NEW_PASSWORD = 'Copper-Lantern-58!q';

type Texts = {
  lang: 'en' | 'de';
  title: string;
  edit: string;
  firstName: string;
  lastName: string;
  save: string;
  saved: string;
  invalidSize: string;
  invalidFormat: string;
  photoRead: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  changePassword: string;
  wrongPassword: string;
  passwordChanged: string;
  newEmail: string;
  emailPassword: string;
  sendLink: string;
  pending: string;
  confirmed: string;
  menuProfile: string;
  openMenu: string;
  checklist: string;
  lengthRule: string;
  lowercaseRule: string;
  met: string;
  notMet: string;
  strength: RegExp;
  cancelChange: string;
  cancelled: string;
  invalidLink: string;
};

const english: Texts = {
  lang: 'en',
  title: 'My profile',
  edit: 'Edit',
  firstName: 'First name',
  lastName: 'Last name',
  save: 'Save',
  saved: 'Changes are saved',
  invalidSize: 'Invalid file size',
  invalidFormat: 'Invalid file format',
  photoRead: 'New photo read. Save to use it.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
  wrongPassword: 'This is not your password.',
  passwordChanged: 'Your password has been changed.',
  newEmail: 'New e-mail address',
  emailPassword: 'Current password',
  sendLink: 'Send confirmation link',
  pending: 'Waiting for confirmation of',
  confirmed: 'Your e-mail address has been changed',
  menuProfile: 'Profile',
  openMenu: 'Open user menu',
  checklist: 'Your password needs',
  lengthRule: 'At least 8 characters',
  lowercaseRule: 'At least one lowercase letter',
  met: '(met)',
  notMet: '(not met yet)',
  strength: /^Password strength:/,
  cancelChange: 'Cancel change',
  cancelled: 'The change of your e-mail address has been cancelled.',
  invalidLink: 'This confirmation link is invalid or has expired',
};

const german: Texts = {
  lang: 'de',
  title: 'Mein Profil',
  edit: 'Bearbeiten',
  firstName: 'Vorname',
  lastName: 'Nachname',
  save: 'Speichern',
  saved: 'Änderungen sind gespeichert',
  invalidSize: 'Ungültige Dateigröße',
  invalidFormat: 'Ungültiges Dateiformat',
  photoRead: 'Neues Foto eingelesen. Speichern Sie, um es zu verwenden.',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Neues Passwort bestätigen',
  changePassword: 'Passwort ändern',
  wrongPassword: 'Das ist nicht Ihr Passwort.',
  passwordChanged: 'Ihr Passwort wurde geändert.',
  newEmail: 'Neue E-Mail-Adresse',
  emailPassword: 'Aktuelles Passwort',
  sendLink: 'Bestätigungslink senden',
  pending: 'Wartet auf Bestätigung von',
  confirmed: 'Ihre E-Mail-Adresse wurde geändert',
  menuProfile: 'Profil',
  openMenu: 'Benutzermenü öffnen',
  checklist: 'Ihr Passwort braucht',
  lengthRule: 'Mindestens 8 Zeichen',
  lowercaseRule: 'Mindestens ein Kleinbuchstabe',
  met: '(erfüllt)',
  notMet: '(noch nicht erfüllt)',
  strength: /^Passwortstärke:/,
  cancelChange: 'Änderung abbrechen',
  cancelled: 'Die Änderung Ihrer E-Mail-Adresse wurde abgebrochen.',
  invalidLink: 'Dieser Bestätigungslink ist ungültig oder abgelaufen',
};

const photoInput = (page: Page) => page.locator('form').first().locator('input[type="file"]');
const passwordCard = (page: Page, texts: Texts) => page.getByRole('form', { name: texts.changePassword });

for (const texts of [english, german]) {
  test(`${texts.lang}: photo refused at 2 MB and as GIF, then a PNG and new names shown in the top bar; new password; new e-mail by its link`, async ({ page, request, browser }) => {
    const { user } = await signInNewUser(page, request);
    if (texts.lang === 'de') await chooseGerman(page);
    await page.getByRole('button', { name: texts.openMenu }).click();
    await page.getByRole('menuitem', { name: texts.menuProfile, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByRole('main').getByText(user.email)).toBeVisible();
    await page.getByRole('link', { name: texts.edit }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    const save = page.getByRole('button', { name: texts.save, exact: true });
    await expect(save).toBeDisabled();

    // Refused next to the field, and nothing to save.
    await photoInput(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: makePng(600, 600, { padTo: 2 * 1024 * 1024 }) });
    await expect(page.getByRole('alert').filter({ hasText: texts.invalidSize })).toBeVisible();
    await photoInput(page).setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(page.getByRole('alert').filter({ hasText: texts.invalidFormat })).toBeVisible();
    await expect(save).toBeDisabled();

    // A square PNG is read, enables the save, and shows in the top bar once saved, with the new names.
    await photoInput(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(600, 600, { rgb: [200, 60, 90] }) });
    await expect(page.getByText(texts.photoRead)).toBeVisible();
    await page.getByLabel(texts.firstName).fill('Greta');
    await page.getByLabel(texts.lastName).fill('Holm');
    await save.click();
    await expect(page.getByText(texts.saved)).toBeVisible();
    const topBar = page.getByRole('banner');
    await expect(topBar.getByTestId('top-bar-user')).toContainText('Greta Holm');
    await expect(topBar.getByRole('img', { name: 'Greta Holm' })).toHaveAttribute('src', /^\/api\/files\/[\w-]+\.png$/);
    await expect(save).toBeDisabled();

    // Change password: a wrong current one is refused next to its field.
    const card = passwordCard(page, texts);
    await card.getByRole('textbox', { name: texts.currentPassword, exact: true }).fill('Not-My-Password-1!');
    await card.getByRole('textbox', { name: texts.newPassword, exact: true }).fill(NEW_PASSWORD);
    await card.getByLabel(texts.confirmPassword).fill(NEW_PASSWORD);
    await card.getByRole('button', { name: texts.changePassword }).click();
    await expect(card.getByText(texts.wrongPassword)).toBeVisible();
    await card.getByRole('textbox', { name: texts.currentPassword, exact: true }).fill(user.password);
    await card.getByRole('textbox', { name: texts.newPassword, exact: true }).fill(NEW_PASSWORD);
    await card.getByLabel(texts.confirmPassword).fill(NEW_PASSWORD);
    await card.getByRole('button', { name: texts.changePassword }).click();
    await expect(card.getByText(texts.passwordChanged)).toBeVisible();

    // Change e-mail: pending until the mailed link is opened.
    const newEmail = newTestUser().email;
    await page.getByLabel(texts.newEmail).fill(newEmail);
    await page.getByRole('form', { name: /e-mail/i }).getByLabel(texts.emailPassword).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: texts.sendLink }).click();
    await expect(page.getByText(`${texts.pending} ${newEmail}`)).toBeVisible();
    const mail = await waitForMail(newEmail);
    await page.goto(linkIn(mail, '/auth/confirm-email/'));
    await expect(page.getByRole('heading', { name: texts.confirmed })).toBeVisible();

    // A new browser signs in with the new address and the new password.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await signIn(fresh, { ...user, email: newEmail, password: NEW_PASSWORD });
    await fresh.goto('/profile');
    await expect(fresh.getByRole('banner').getByTestId('top-bar-user')).toContainText(newEmail);
  });
}

for (const texts of [english, german]) {
  test(`${texts.lang}: the new password's checklist ticks its rules as they are typed, with the strength estimate`, async ({ page, request }) => {
    await signInNewUser(page, request);
    if (texts.lang === 'de') await chooseGerman(page);
    await page.goto('/profile/edit');
    const card = passwordCard(page, texts);
    const rule = (name: string) => card.getByRole('list', { name: texts.checklist }).getByRole('listitem').filter({ hasText: name });
    const newPassword = card.getByRole('textbox', { name: texts.newPassword, exact: true });
    await expect(rule(texts.lengthRule)).toContainText(texts.notMet);
    await newPassword.fill('abc');
    await expect(rule(texts.lowercaseRule)).toContainText(texts.met);
    await expect(rule(texts.lengthRule)).toContainText(texts.notMet);
    await newPassword.fill(NEW_PASSWORD);
    await expect(rule(texts.lengthRule)).toContainText(texts.met);
    await expect(card.getByRole('list', { name: texts.checklist }).getByRole('listitem').filter({ hasText: texts.notMet })).toHaveCount(0);
    await expect(card.getByText(texts.strength)).toBeVisible();
  });
}

for (const texts of [english, german]) {
  test(`${texts.lang}: a pending e-mail change is cancelled with one button, and its link then says invalid`, async ({ page, request }) => {
    const { user } = await signInNewUser(page, request);
    if (texts.lang === 'de') await chooseGerman(page);
    await page.goto('/profile/edit');
    const newEmail = newTestUser().email;
    await page.getByLabel(texts.newEmail).fill(newEmail);
    await page.getByRole('form', { name: /e-mail/i }).getByLabel(texts.emailPassword).fill(user.password);
    await page.getByRole('button', { name: texts.sendLink }).click();
    const notice = page.getByText(`${texts.pending} ${newEmail}`);
    await expect(notice).toBeVisible();
    const link = linkIn(await waitForMail(newEmail), '/auth/confirm-email/');

    await page.getByRole('button', { name: texts.cancelChange }).click();
    await expect(page.getByText(texts.cancelled)).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.cancelChange })).toHaveCount(0);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: texts.invalidLink })).toBeVisible();
  });
}

test('an organiser who opens system settings by address sees only why, in both languages: no search, inbox or settings', async ({ page, request }) => {
  await signInNewUser(page, request);
  for (const [language, text] of [
    ['EN', 'System settings are for admins and internal staff only.'],
    ['DE', 'Die Systemeinstellungen sind nur für Administratoren und interne Mitarbeiter zugänglich.'],
  ] as const) {
    await page.goto('/profile/system');
    if (language === 'DE') await chooseGerman(page);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
  }
});
