import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { makePng } from '../../server/src/modules/files/test-images';
import { chooseGerman } from './support/language';
import { expectToast } from './support/toasts';

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a colour into a colour input and closes its picker. */
async function setColour(page: Page, name: string, hex: string): Promise<void> {
  const input = page.getByRole('textbox', { name });
  await input.fill(hex);
  await input.press('Escape');
  await input.blur();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

// Each test walks a whole editing session; on a busy machine that takes longer than the default.
test.describe.configure({ timeout: 60_000 });

const preview = (page: Page) => page.getByTestId('design-preview');

test('English: change colours and font, see the preview follow, save, reload and keep them', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Harbour Summit' }));
  await page.goto(`/event/${eventId}/design`);
  await expect(page.getByRole('heading', { name: 'Design', level: 1 })).toBeVisible();
  await expect(preview(page).getByText('Harbour Summit')).toBeVisible();
  // The default primary colour is dark: white text on the button.
  const button = page.getByTestId('preview-button');
  await expect(button).toHaveText('Enter the event');
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);

  // A light primary colour turns the button's text black; a dark background turns the page's white.
  await setColour(page, 'Primary colour', '#ffd43b');
  await expect(button).toHaveCSS('background-color', 'rgb(255, 212, 59)');
  await expect(button).toHaveCSS('color', 'rgb(0, 0, 0)');
  await setColour(page, 'Background colour', '#212529');
  await expect(preview(page)).toHaveCSS('background-color', 'rgb(33, 37, 41)');
  await expect(preview(page)).toHaveCSS('color', 'rgb(255, 255, 255)');
  await setColour(page, 'Accent colour', '#a6a6a6');
  await expect(page.getByTestId('preview-card')).toHaveCSS('color', 'rgb(0, 0, 0)');
  await setColour(page, 'Accent colour', '#a5a5a5');
  await expect(page.getByTestId('preview-card')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await choose(page, page.getByRole('combobox', { name: 'Font' }), 'Georgia');
  await expect(preview(page)).toHaveCSS('font-family', /Georgia/);

  // A logo below its stated 500x500 px is refused beside the upload before anything is sent.
  await page.getByRole('button', { name: 'Choose image: Logo' }).click();
  const logoPicker = page.getByRole('dialog');
  const uploads: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('/api/library/images') && uploads.push(request.url()));
  await logoPicker.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(400, 400) });
  await expect(logoPicker.getByRole('alert')).toHaveText('The image must be at least 500x500 px.');
  expect(uploads).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(logoPicker).toBeHidden();

  // A banner uploaded through the image field shows at the top of the preview.
  await page.getByRole('button', { name: 'Choose image: Banner' }).click();
  const picker = page.getByRole('dialog');
  await picker.locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: makePng(1200, 400) });
  await expect(picker).toBeHidden();
  await expect(preview(page).getByRole('img', { name: 'Banner' })).toHaveAttribute('src', /^\/api\/files\//);

  await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes are saved');
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#ffd43b');
  await expect(page.getByRole('textbox', { name: 'Background colour' })).toHaveValue('#212529');
  await expect(page.getByRole('textbox', { name: 'Accent colour' })).toHaveValue('#a5a5a5');
  await expect(page.getByRole('combobox', { name: 'Font' })).toHaveValue('Georgia');
  await expect(page.getByTestId('preview-button')).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(preview(page)).toHaveCSS('font-family', /Georgia/);
  await expect(preview(page).getByRole('img', { name: 'Banner' })).toHaveAttribute('src', /^\/api\/files\//);
});

test('English: an unsaved change asks before leaving', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields());
  await page.goto(`/event/${eventId}/design`);
  await setColour(page, 'Accent colour', '#2f9e44');
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toBeVisible();

  await page.getByRole('link', { name: /^Navigation/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to leave this page? All unsaved changes will be lost!');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/design$`));
  await expect(page.getByRole('textbox', { name: 'Accent colour' })).toHaveValue('#2f9e44');

  await page.getByRole('link', { name: /^Navigation/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave anyway' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/navigation$`));
  await page.goto(`/event/${eventId}/design`);
  await expect(page.getByRole('textbox', { name: 'Accent colour' })).toHaveValue('#ffd43b');
});

test('German: Farben und Schrift ändern, Vorschau, speichern, verwerfen und behalten', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Hafengipfel' }));
  await page.goto(`/event/${eventId}/design`);
  await chooseGerman(page);
  await expect(page.getByRole('heading', { name: 'Design', level: 1 })).toBeVisible();
  await expect(page.getByTestId('preview-button')).toHaveText('Zum Event');

  await setColour(page, 'Hauptfarbe', '#f8f9fa');
  await expect(page.getByTestId('preview-button')).toHaveCSS('color', 'rgb(0, 0, 0)');
  await setColour(page, 'Akzentfarbe', '#1864ab');
  await expect(page.getByTestId('preview-card')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await choose(page, page.getByRole('combobox', { name: 'Schrift' }), 'Courier New');
  await expect(preview(page)).toHaveCSS('font-family', /Courier New/);
  await page.getByRole('region', { name: 'Ungespeicherte Änderungen' }).getByRole('button', { name: 'Speichern' }).click();
  await expectToast(page, 'Änderungen sind gespeichert');

  // Discarding asks first and then restores what was saved.
  await setColour(page, 'Hintergrundfarbe', '#000000');
  await expect(preview(page)).toHaveCSS('color', 'rgb(255, 255, 255)');
  await page.getByRole('region', { name: 'Ungespeicherte Änderungen' }).getByRole('button', { name: 'Verwerfen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Möchten Sie wirklich alle ungespeicherten Änderungen verwerfen?');
  await dialog.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page.getByRole('textbox', { name: 'Hintergrundfarbe' })).toHaveValue('#f8f9fa');

  await setColour(page, 'Hintergrundfarbe', '#000000');
  await page.getByRole('link', { name: /^Navigation/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Möchten Sie diese Seite wirklich verlassen?');
  await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/design$`));

  await page.getByRole('region', { name: 'Ungespeicherte Änderungen' }).getByRole('button', { name: 'Verwerfen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwerfen' }).click();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Hauptfarbe' })).toHaveValue('#f8f9fa');
  await expect(page.getByRole('textbox', { name: 'Akzentfarbe' })).toHaveValue('#1864ab');
  await expect(page.getByRole('combobox', { name: 'Schrift' })).toHaveValue('Courier New');
});
