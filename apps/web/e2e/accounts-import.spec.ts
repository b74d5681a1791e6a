import AxeBuilder from '@axe-core/playwright';
import { type Page, type WebSocket } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';

// Each test signs up, uploads files and waits for background jobs; give it room on a busy machine.
test.describe.configure({ timeout: 60_000 });

type CsvFile = { name: string; mimeType: string; buffer: Buffer };
const csv = (rows: string[][], separator: string, encoding: BufferEncoding = 'utf8', name = 'accounts.csv'): CsvFile => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(rows.map((row) => row.join(separator)).join('\r\n') + '\r\n', encoding),
});

/**
 * Watches the live sockets the page opens; the answer waits until one that authenticated is still
 * open, so pushes reach the page from then on. The first socket opened after this call may be the
 * previous page's, closed by the navigation before it authenticated.
 */
function liveSocket(page: Page): () => Promise<void> {
  const authenticated = new Set<WebSocket>();
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"authenticated"')) authenticated.add(socket);
    });
  });
  return () => expect.poll(() => [...authenticated].some((socket) => !socket.isClosed())).toBe(true);
}

/** The WCAG 2.1 A and AA rules axe checks, on the page as it stands. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const chooseFile = (page: Page, file: CsvFile) => page.locator('input[type="file"]').setInputFiles(file);

test('English: a file with problems shows each on its line, the corrected file imports, and the notice reaches the user elsewhere', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields());
  // Published, as the accessibility checks' events are: a draft's bar is not this page's to check.
  expect((await request.post(`/api/publishEvent/${eventId}`, { headers: { Authorization: authorization } })).ok()).toBe(true);
  // From here on the test moves within the app, which keeps this socket.
  const socketReady = liveSocket(page);
  await page.goto(`/event/${eventId}/accounts/import`);
  await expect(page.getByRole('heading', { name: 'Import accounts', level: 1 })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Template with German headers' }).click();
  expect((await download).suggestedFilename()).toBe('konten-vorlage.csv');

  const header = ['First name', 'Last name', 'E-mail', 'Role', 'Groups'];
  await chooseFile(
    page,
    csv(
      [header, ['Ada', 'Lovelace', 'ada@example.com', 'speaker', 'VIP'], ['Grace', 'Hopper', 'grace@', '', ''], ['Alan', 'Turing', 'alan@example.com', '', ''], ['Ada', 'King', 'ADA@example.com', '', '']],
      ',',
    ),
  );
  const problems = page.getByRole('region', { name: '2 problems' });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole('row').nth(1)).toHaveText(['3', 'E-mail', 'Invalid email'].join(''));
  await expect(problems.getByRole('row').nth(2)).toHaveText(['5', 'E-mail', 'This address is already in line 2'].join(''));
  await expect(page.locator('tr[data-line="3"]')).toContainText('Invalid email');
  await expect(page.getByRole('combobox', { name: /^E-mail/ })).toHaveValue('E-mail (column 3)');
  await expect(page.getByRole('button', { name: /^Import \d+ accounts?$/ })).toBeDisabled();
  expect(await violations(page)).toEqual([]);

  // The corrected file replaces the first one.
  await chooseFile(
    page,
    csv([header, ['Ada', 'Lovelace', 'ada@example.com', 'speaker', 'VIP'], ['Grace', 'Hopper', 'grace@example.com', '', ''], ['Alan', 'Turing', 'alan@example.com', '', '']], ',', 'utf8', 'fixed.csv'),
  );
  await expect(page.getByText('File: fixed.csv')).toBeVisible();
  await expect(page.getByRole('region', { name: /problems?$/ })).toHaveCount(0);
  await expect(page.getByText('3 rows: 3 new, 0 existing, 0 with problems')).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 accounts' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toBeVisible();
  await expect(page.getByText('3 created, 0 updated, 0 skipped.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // On the page that shows the result, the app-wide notice stays away.
  await expect(page.getByText('Your accounts have been imported')).toHaveCount(0);

  // Elsewhere: another import of this organiser finishes while they are on the design page.
  await page.getByRole('navigation', { name: 'Event navigation' }).getByRole('link', { name: /^Design/ }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/design$`));
  await socketReady();
  const started = await request.post(`/api/importAccounts/${eventId}`, {
    headers: { Authorization: authorization },
    multipart: {
      file: { name: 'more.csv', mimeType: 'text/csv', buffer: Buffer.from('First name,Last name,E-mail\r\nKatherine,Johnson,katherine@example.com\r\n') },
      existing: 'update',
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  await expect(page.getByText('Your accounts have been imported')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Accounts page' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/accounts`));
  const latest = await request.get(`/api/importAccounts/${eventId}`, { headers: { Authorization: authorization } });
  expect((await latest.json()).data.latest).toMatchObject({ status: 'success', created: 1 });
});

test('German: a Windows-1252 file with semicolons, German headers and values; its problem in German; then imported', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields({ language: 'de' }));
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/setLanguage') && response.ok());
  await page.getByRole('contentinfo').getByRole('button', { name: 'DE' }).click();
  await stored;
  await page.goto(`/event/${eventId}/accounts/import`);
  await expect(page.getByRole('heading', { name: 'Konten importieren', level: 1 })).toBeVisible();

  const header = ['Vorname', 'Nachname', 'E-Mail', 'Unternehmen', 'Rolle', 'Sprache'];
  await chooseFile(
    page,
    csv([header, ['Jürgen', 'Groß', 'juergen@example.com', 'Bäckerei Müller', 'Sprecher', 'Deutsch'], ['Änne', 'Öztürk', 'aenne@example.com', '', 'Chef', 'Englisch']], ';', 'latin1'),
  );
  const problems = page.getByRole('region', { name: '1 Problem' });
  await expect(problems.getByRole('row').nth(1)).toHaveText(['3', 'Rolle', 'Wählen Sie Teilnehmende, Speaker, Moderator oder Aussteller'].join(''));
  await expect(page.locator('tr[data-line="2"]')).toContainText('Bäckerei Müller');
  await expect(page.getByRole('button', { name: /Kont(o|en) importieren$/ })).toBeDisabled();

  await chooseFile(
    page,
    csv([header, ['Jürgen', 'Groß', 'juergen@example.com', 'Bäckerei Müller', 'Sprecher', 'Deutsch'], ['Änne', 'Öztürk', 'aenne@example.com', '', 'Aussteller', 'Englisch']], ';', 'latin1'),
  );
  await page.getByRole('button', { name: '2 Konten importieren' }).click();
  await expect(page.getByText('2 angelegt, 0 aktualisiert, 0 übersprungen.')).toBeVisible();
  const latest = await request.get(`/api/importAccounts/${eventId}`, { headers: { Authorization: authorization } });
  expect((await latest.json()).data.latest).toMatchObject({ status: 'success', created: 2 });
});
