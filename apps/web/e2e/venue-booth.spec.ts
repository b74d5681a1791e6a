import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { wcagViolations } from './support/axe';
import { createRoomThroughApi } from './support/rooms';
import { enterVenueAs, invitedAttendee } from './support/venue-attendees';
import { makePng } from '../../server/src/modules/files/test-images';

const TEXTS = {
  en: { booth: 'Booth of Acme', logo: 'Logo of Acme', link: 'Datasheet (opens in a new tab)', download: 'Download flyer.png' },
  de: { booth: 'Stand von Acme', logo: 'Logo von Acme', link: 'Datasheet (öffnet in einem neuen Tab)', download: 'flyer.png herunterladen' },
} as const;

/** A library image of the organiser's company, uploaded as the console does. */
async function libraryImage(request: APIRequestContext, authorization: string, name: string): Promise<number> {
  const res = await request.post('/api/library/images', {
    headers: { Authorization: authorization },
    multipart: { file: { name, mimeType: 'image/png', buffer: makePng(500, 500) } },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The organiser sets up Acme's booth (logo and file through the API, text and link in the console's form) and publishes the event. */
async function boothSetUpInConsole(page: Page, request: APIRequestContext): Promise<{ authorization: string; eventId: number; roomId: number }> {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Expo Summit' }));
  const roomId = await createRoomThroughApi(request, authorization, eventId, { type: 'expo', nameEn: 'Acme', nameDe: 'Acme' });
  const logoId = await libraryImage(request, authorization, 'acme-logo.png');
  const fileId = await libraryImage(request, authorization, 'flyer.png');
  const saved = await request.post('/api/booth', {
    headers: { Authorization: authorization },
    data: { eventId, roomId, logoId, description: '', links: [], fileIds: [fileId] },
  });
  expect(saved.ok()).toBe(true);

  // Text and link through the console's booth form, as an organiser types them.
  await page.goto(`/event/${eventId}/content/rooms/${roomId}/edit`);
  await page.getByRole('textbox', { name: 'Booth text' }).fill('Visit us\nat stand 4');
  await page.getByRole('button', { name: 'Add link' }).click();
  await page.getByRole('textbox', { name: 'Label' }).fill('Datasheet');
  await page.getByRole('textbox', { name: 'Address' }).fill('http://acme.example.com/data');
  await page.getByRole('button', { name: 'Save booth' }).click();
  await expect(page.getByText('Enter an address starting with https://')).toBeVisible();
  await page.getByRole('textbox', { name: 'Address' }).fill('https://acme.example.com/data');
  const stored = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/booth' && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save booth' }).click();
  expect((await stored).ok()).toBe(true);
  expect(await wcagViolations(page)).toEqual([]);
  expect((await request.post(`/api/publishEvent/${eventId}`, { headers: { Authorization: authorization } })).ok()).toBe(true);
  return { authorization, eventId, roomId };
}

for (const lang of ['en', 'de'] as const) {
  const texts = TEXTS[lang];
  for (const size of [
    { width: 1366, height: 850 },
    { width: 360, height: 740 },
  ]) {
    test(`${lang} at ${size.width}x${size.height}: an attendee sees the booth an organiser set up and downloads its file`, async ({ page, request, browser }) => {
      const { authorization, eventId, roomId } = await boothSetUpInConsole(page, request);
      const link = await invitedAttendee(request, authorization, eventId, { firstName: 'Ada', lastName: 'Quist', lang });
      const venue = await enterVenueAs(browser, link, { firstName: 'Ada', lang });
      await venue.setViewportSize(size);
      await venue.goto(venue.url().replace(/\/venue\/?.*$/, `/venue/rooms/${roomId}`));

      const booth = venue.getByRole('region', { name: texts.booth });
      await expect(booth.getByRole('img', { name: texts.logo })).toBeVisible();
      await expect(booth.getByText('at stand 4')).toBeVisible();
      const datasheet = booth.getByRole('link', { name: texts.link });
      await expect(datasheet).toHaveAttribute('target', '_blank');
      await expect(datasheet).toHaveAttribute('rel', /noopener/);
      const download = venue.waitForEvent('download');
      await booth.getByRole('link', { name: texts.download }).click();
      expect((await download).suggestedFilename()).toBe('flyer.png');
      // The room's chat is the booth's chat.
      await expect(venue.getByRole('tab').first()).toBeVisible();
      expect(await venue.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
      expect(await wcagViolations(venue)).toEqual([]);
    });
  }
}
