import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { createRoomThroughApi } from './support/rooms';
import { makePng } from '../../server/src/modules/files/test-images';

const photo = makePng(500, 500);
const tooLarge = makePng(500, 500, { padTo: 2 * 1024 * 1024 });

async function upload(page: Page, name: string, buffer: Buffer, mimeType = 'image/png'): Promise<void> {
  await page.getByRole('main').locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

/** Puts an image into a room of a new event through the API, so the library shows it as used. */
async function useInRoom(request: APIRequestContext, authorization: string, imageId: number): Promise<void> {
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Harbour Summit' }));
  await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Main stage', nameDe: 'Hauptbühne', imageId });
}

test('upload, refusals next to the upload, listing with sizes, and delete', async ({ page, request }) => {
  await signInNewUser(page, request);
  await page.goto('/library');
  await page.waitForURL('**/library/room-images');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  await expect(main.getByText('No images yet')).toBeVisible();
  await expect(main.getByText('PNG or JPG, max 1 MB, at least 500x500 px, ratio 1:1')).toBeVisible();

  await upload(page, 'stage-backdrop.png', photo);
  const card = main.getByRole('listitem', { name: 'stage-backdrop.png' });
  await expect(card).toBeVisible();
  // The server stores a re-encoded copy, so the size shown is the stored file's, not the upload's.
  await expect(card).toContainText(/500 × 500 px · \d+(\.\d)? KB/);
  await expect(card).toContainText('Not used');
  await expect(card.getByRole('img', { name: 'stage-backdrop.png' })).toHaveJSProperty('naturalWidth', 500);

  await upload(page, 'huge.png', tooLarge);
  await expect(main.getByRole('alert')).toHaveText('Invalid file size');
  // A text file dressed up as a PNG passes the browser's look at the name; the server reads the bytes.
  await upload(page, 'notes.png', Buffer.from('These are my meeting notes, not a picture.'));
  await expect(main.getByRole('alert')).toHaveText('Invalid file format');
  await expect(main.getByRole('listitem')).toHaveCount(1);

  await card.getByRole('button', { name: 'Delete stage-backdrop.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete image' });
  await expect(dialog).toContainText('Are you sure you want to delete the image?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('No images yet')).toBeVisible();
});

test('in German: refusals, where an image is used, and the refused delete', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/setLanguage') && response.ok());
  await page.getByRole('contentinfo').getByRole('button', { name: 'DE' }).click();
  await stored;
  await page.goto('/library/room-images');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Bibliothek', level: 1 })).toBeVisible();
  await expect(main.getByText('Noch keine Bilder')).toBeVisible();
  await expect(main.getByText('PNG oder JPG, max. 1 MB, mindestens 500x500 px, Seitenverhältnis 1:1')).toBeVisible();

  await upload(page, 'riesig.png', tooLarge);
  await expect(main.getByRole('alert')).toHaveText('Ungültige Dateigröße');
  await upload(page, 'notizen.png', Buffer.from('Nur Text.'));
  await expect(main.getByRole('alert')).toHaveText('Ungültiges Dateiformat');

  const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/library/images' && response.request().method() === 'POST');
  await upload(page, 'buehne.png', photo);
  const imageId = ((await (await uploaded).json()) as { data: { id: number } }).data.id;
  await expect(main.getByRole('alert')).toHaveCount(0);
  await useInRoom(request, authorization, imageId);
  await page.reload();

  const card = main.getByRole('listitem', { name: 'buehne.png' });
  await expect(card).toContainText('Verwendet in:');
  await expect(card).toContainText('Raum „Hauptbühne“ · Harbour Summit');
  await card.getByRole('button', { name: 'buehne.png löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bild löschen' });
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Dieses Bild kann nicht gelöscht werden, weil es verwendet wird: Raum „Hauptbühne“ von Harbour Summit. Wählen Sie dort zuerst ein anderes Bild.',
  );
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(card).toBeVisible();
});

test('a square image field crops a wide image to 1:1 in the browser before the upload', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields());
  await page.goto(`/event/${eventId}/content/rooms/0/edit`);
  await page.getByRole('button', { name: /^Choose image/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('PNG or JPG, max 1 MB, at least 500x500 px, ratio 1:1')).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: makePng(800, 500) });
  await expect(dialog.getByText('Crop the image to 1:1')).toBeVisible();
  const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/library/images' && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Crop and upload' }).click();
  const image = ((await (await uploaded).json()) as { data: { fileName: string; width: number; height: number } }).data;
  expect(image).toMatchObject({ fileName: 'wide.png', width: 500, height: 500 });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Change/ })).toBeVisible();
});
