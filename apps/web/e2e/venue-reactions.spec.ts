import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { wcagViolations } from './support/axe';
import { createRoomThroughApi } from './support/rooms';
import { enterVenueAs, invitedAttendee } from './support/venue-attendees';

/** A stream address on https, as the venue's policy admits; the attendees' browsers answer it with the clip in e2e/fixtures. */
const STREAM_URL = 'https://media.aula.test/stage.webm';
const CLIP_FILE = path.resolve(import.meta.dirname, 'fixtures/clip.webm');

const TEXTS = {
  en: { bar: 'Reactions', applause: 'Applause', party: 'Celebrate', one: '1 person here', two: '2 people here' },
  de: { bar: 'Reaktionen', applause: 'Applaus', party: 'Feiern', one: '1 Person hier', two: '2 Personen hier' },
} as const;

const SIZES = [
  { width: 1366, height: 850 },
  { width: 360, height: 740 },
] as const;

/** The floats over the stream, which screen readers do not hear: what everyone in the room sent. */
const floats = (venue: Page) => venue.locator('.reaction-floats .reaction-float');

for (const lang of ['en', 'de'] as const) {
  for (const size of SIZES) {
    const texts = TEXTS[lang];
    test(`${lang} at ${size.width}x${size.height}: a reaction on the stage reaches the other attendee in the room, and who is here counts them live`, async ({ page, request, browser }) => {
      const { authorization } = await signInNewUser(page, request);
      const eventId = await createEvent(request, authorization, eventFields({ name: 'Harbour Summit' }));
      const roomId = await createRoomThroughApi(request, authorization, eventId, { type: 'stage', nameEn: 'Main stage', nameDe: 'Hauptbühne', streamUrl: STREAM_URL });
      expect((await request.post(`/api/publishEvent/${eventId}`, { headers: { Authorization: authorization } })).ok()).toBe(true);
      const enterStage = async (firstName: string, lastName: string) => {
        const link = await invitedAttendee(request, authorization, eventId, { firstName, lastName, lang });
        const venue = await enterVenueAs(browser, link, { firstName, lang });
        await venue.setViewportSize(size);
        await venue.context().route(STREAM_URL, (route) => route.fulfill({ path: CLIP_FILE, contentType: 'video/webm' }));
        await venue.goto(venue.url().replace(/\/venue\/?.*$/, `/venue/rooms/${roomId}`));
        return venue;
      };

      const ada = await enterStage('Ada', 'Quist');
      await expect(ada.getByText(texts.one)).toBeVisible();
      const ben = await enterStage('Ben', 'Adler');
      await expect(ada.getByText(texts.two)).toBeVisible();

      const bar = ben.getByRole('group', { name: texts.bar });
      await expect(bar.getByRole('button')).toHaveCount(6);
      await bar.getByRole('button', { name: texts.applause }).click();
      await bar.getByRole('button', { name: texts.party }).click();
      await expect(floats(ada).filter({ hasText: '👏' }).first()).toBeAttached();
      await expect(floats(ada).filter({ hasText: '🎉' }).first()).toBeAttached();
      await expect(ada.locator('.reaction-floats')).toHaveAttribute('aria-hidden', 'true');

      expect(await ben.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await wcagViolations(ben)).toEqual([]);

      await ben.close();
      await expect(ada.getByText(texts.one)).toBeVisible();
    });
  }
}
