import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { makePng } from '../../server/src/modules/files/test-images';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { chooseGerman } from './support/language';
import { expectToast } from './support/toasts';

// Each test signs up, prepares data and walks both screens; give it room on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Adds an account through POST /api/account, as the edit screen would. */
async function createAccountThroughApi(request: APIRequestContext, authorization: string, eventId: number, fields: Record<string, unknown>) {
  const response = await request.post('/api/account', {
    headers: { Authorization: authorization },
    data: { eventId, id: 0, company: '', jobTitle: '', role: 'attendee', lang: 'en', groups: [], active: true, ...fields },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Publishes the event, as organisers do before inviting anyone (a draft shows its Draft bar above every page). */
async function publish(request: APIRequestContext, authorization: string, eventId: number) {
  const response = await request.post(`/api/publishEvent/${eventId}`, { headers: { Authorization: authorization } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The WCAG 2.1 A and AA rules axe checks, on the page as it stands. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const rows = (page: Page) => page.getByTestId('account-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const saveBar = (page: Page, label: string) => page.getByRole('region', { name: label });

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Runs a bulk action from the selection's menu and answers the downloaded file's name and text. */
async function exportCsv(page: Page, menu: string, item: string): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('English: add an account, find it, edit it, filter, export as CSV and delete with confirmation', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Harbour Summit' }));
  await publish(request, authorization, eventId);
  await page.goto(`/event/${eventId}/accounts`);
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await expect(page.getByText('No accounts yet')).toBeVisible();

  // Add: the rules speak beside their fields; the saved account opens for its photo.
  await page.getByRole('link', { name: 'Add account' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add account', level: 1 })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await email.fill('mara.lindqvist@');
  await email.blur();
  await expect(email).toHaveAccessibleDescription(/Invalid email/);
  await page.getByRole('textbox', { name: 'First name' }).fill('Mara');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lindqvist');
  await email.fill('Mara.Lindqvist@Example.com');
  await page.getByRole('textbox', { name: 'Company' }).fill('Nordlicht GmbH');
  await choose(page, page.getByRole('combobox', { name: 'Role' }), 'Moderator');
  const groups = page.getByRole('combobox', { name: 'Groups' });
  await groups.fill('VIP');
  await groups.press('Enter');
  await saveBar(page, 'Unsaved changes').getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/accounts/\\d+/edit$`));
  await expect(page.getByRole('heading', { name: 'Edit account', level: 1 })).toBeVisible();
  await expect(email).toHaveValue('mara.lindqvist@example.com');
  expect(await violations(page)).toEqual([]);

  // A square photo is saved at once; a small one is refused beside the upload.
  const photoInput = page.getByRole('main').locator('input[type="file"]');
  await photoInput.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: makePng(300, 300) });
  await expect(page.getByText('The photo must be at least 500x500 px.')).toBeVisible();
  await photoInput.setInputFiles({ name: 'mara.png', mimeType: 'image/png', buffer: makePng(600, 600) });
  await expect(page.getByRole('img', { name: 'Photo of Mara Lindqvist' })).toHaveAttribute('src', /^\/api\/files\/.+\.png$/);
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();

  // Two more, through the API.
  await createAccountThroughApi(request, authorization, eventId, { firstName: 'Amy', lastName: 'Baker', email: 'amy@example.com', role: 'speaker', groups: ['Press'] });
  await createAccountThroughApi(request, authorization, eventId, { firstName: 'Carl', lastName: 'Dorn', email: 'carl@example.com' });

  // Find it by search; Esc clears the search.
  await page.getByRole('link', { name: 'Back to accounts' }).click();
  await expect(rows(page)).toHaveCount(3);
  expect(await violations(page)).toEqual([]);
  const search = page.getByRole('searchbox', { name: 'Search accounts' });
  await search.fill('nordlicht');
  await expect(rows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\?q=nordlicht$/);
  await expect(row(page, 'Mara Lindqvist')).toContainText('Moderator');
  await expect(row(page, 'Mara Lindqvist')).toContainText('Not invited');

  // Edit it from its row.
  await row(page, 'Mara Lindqvist').getByText('mara.lindqvist@example.com').click();
  await page.getByRole('textbox', { name: 'Job title' }).fill('Head of Events');
  await saveBar(page, 'Unsaved changes').getByRole('button', { name: 'Save' }).click();
  await expect(saveBar(page, 'Unsaved changes')).toHaveCount(0);
  await page.goBack();
  await expect(search).toHaveValue('nordlicht');
  await search.press('Escape');
  await expect(rows(page)).toHaveCount(3);

  // Filter by role and group; sort by e-mail.
  await choose(page, page.getByRole('combobox', { name: 'Role' }), 'Speaker');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Amy Baker');
  await choose(page, page.getByRole('combobox', { name: 'Role' }), 'All roles');
  await expect(rows(page)).toHaveCount(3);
  await choose(page, page.getByRole('combobox', { name: 'Group' }), 'VIP');
  await expect(rows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/group=VIP/);
  await choose(page, page.getByRole('combobox', { name: 'Group' }), 'All groups');
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'E-mail', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'E-mail', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toContainText('amy@example.com');

  // Export everything on the page as CSV.
  await page.getByRole('checkbox', { name: 'Select all accounts on this page' }).check();
  await expect(page.getByText('3 accounts selected')).toBeVisible();
  const csv = await exportCsv(page, 'Actions', 'Export as CSV');
  expect(csv.name).toBe('harbour-summit-accounts.csv');
  const lines = csv.text.split('\r\n');
  expect(lines[0]).toBe('\uFEFFFirst name,Last name,E-mail,Company,Job title,Role,Language,Groups,Status,Active,Invited at (UTC),First signed in at (UTC),Created at (UTC)');
  expect(lines.slice(1, 4).map((line) => line.split(',').slice(0, 3).join(' '))).toEqual([
    'Amy Baker amy@example.com',
    'Carl Dorn carl@example.com',
    'Mara Lindqvist mara.lindqvist@example.com',
  ]);
  expect(lines[3]).toContain('Nordlicht GmbH,Head of Events,moderator,en,VIP,Not invited,yes');

  // Delete one after the confirmation.
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await row(page, 'Carl Dorn').getByRole('checkbox', { name: 'Select Carl Dorn' }).check();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete accounts' });
  await expect(dialog.getByText('Are you sure you want to delete 1 account?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, '1 account was deleted.');
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, 'Carl Dorn')).toHaveCount(0);
});

test('German: add an account, find it, edit it, filter, export as CSV and delete with confirmation', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Sommergipfel München' }));
  await publish(request, authorization, eventId);
  await createAccountThroughApi(request, authorization, eventId, { firstName: 'Jürgen', lastName: 'Groß', email: 'juergen@example.com', lang: 'de' });
  await page.goto(`/event/${eventId}/accounts`);
  await chooseGerman(page);
  await expect(page.getByRole('heading', { name: 'Konten', level: 1 })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  expect(await violations(page)).toEqual([]);

  // Hinzufügen: a taken address is refused beside the e-mail field.
  await page.getByRole('link', { name: 'Konto hinzufügen' }).click();
  await expect(page.getByRole('heading', { name: 'Konto hinzufügen', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Lea');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Müller');
  const email = page.getByRole('textbox', { name: 'E-Mail' });
  await email.fill('JUERGEN@example.com');
  await choose(page, page.getByRole('combobox', { name: 'Rolle' }), 'Aussteller');
  await saveBar(page, 'Ungespeicherte Änderungen').getByRole('button', { name: 'Speichern' }).click();
  await expect(email).toHaveAccessibleDescription(/In diesem Event gibt es bereits ein Konto mit dieser E-Mail-Adresse\./);
  await email.fill('lea.mueller@example.com');
  await saveBar(page, 'Ungespeicherte Änderungen').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Konto bearbeiten', level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Suchen und bearbeiten.
  await page.getByRole('link', { name: 'Zurück zu den Konten' }).click();
  const search = page.getByRole('searchbox', { name: 'Konten durchsuchen' });
  await search.fill('müller');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('link', { name: 'Lea Müller' }).click();
  await page.getByRole('textbox', { name: 'Firma' }).fill('Bäckerei Süß & Söhne');
  await saveBar(page, 'Ungespeicherte Änderungen').getByRole('button', { name: 'Speichern' }).click();
  await expect(saveBar(page, 'Ungespeicherte Änderungen')).toHaveCount(0);
  await page.getByRole('link', { name: 'Zurück zu den Konten' }).click();

  // Filtern.
  await choose(page, page.getByRole('combobox', { name: 'Rolle' }), 'Aussteller');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Aussteller');
  await expect(rows(page).first()).toContainText('Nicht eingeladen');

  // Export of everything that matches, with German headers and semicolons.
  await page.getByRole('checkbox', { name: 'Lea Müller auswählen' }).check();
  const csv = await exportCsv(page, 'Aktionen', 'Als CSV exportieren');
  expect(csv.name).toBe('sommergipfel-munchen-accounts.csv');
  const lines = csv.text.split('\r\n');
  expect(lines[0]).toBe('\uFEFFVorname;Nachname;E-Mail;Firma;Position;Rolle;Sprache;Gruppen;Status;Aktiv;Eingeladen am (UTC);Erste Anmeldung am (UTC);Angelegt am (UTC)');
  expect(lines[1]).toMatch(/^Lea;Müller;lea\.mueller@example\.com;Bäckerei Süß & Söhne;;exhibitor;de;;Nicht eingeladen;ja;;;/);

  // Löschen mit Bestätigung.
  await page.getByRole('button', { name: 'Aktionen' }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konten löschen' });
  await expect(dialog.getByText('Möchten Sie 1 Konto wirklich löschen?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expectToast(page, '1 Konto wurde gelöscht.');
  await expect(page.getByText('Keine passenden Konten')).toBeVisible();
  await page.getByRole('button', { name: 'Alle Filter entfernen' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Jürgen Groß');
});
