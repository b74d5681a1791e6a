import path from 'node:path';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { wcagViolations } from './support/axe';
import { createRoomThroughApi } from './support/rooms';
import { enterVenueAs, invitedAttendee } from './support/venue-attendees';

/** A stream address on https, as the venue's policy admits; the attendee's browser answers it with the clip in e2e/fixtures. */
const STREAM_URL = 'https://media.aula.test/stage.webm';
const CLIP_FILE = path.resolve(import.meta.dirname, 'fixtures/clip.webm');

const TEXTS = {
  en: { player: 'Live stream of Main stage', here: '1 person here', tabs: ['Chat', 'Polls', 'Q&A'], menu: 'Menu', agenda: 'Agenda', hide: 'Hide', show: 'Show chat, polls and Q&A' },
  de: { player: 'Livestream aus Hauptbühne', here: '1 Person hier', tabs: ['Chat', 'Umfragen', 'Fragen & Antworten'], menu: 'Menü', agenda: 'Programm', hide: 'Ausblenden', show: 'Chat, Umfragen und Fragen zeigen' },
} as const;

/** A published event with a stage, and an invited attendee of the language, in the stage's room. */
async function attendeeOnStage(page: Page, request: Parameters<typeof signInNewUser>[1], browser: Browser, lang: 'en' | 'de'): Promise<Page> {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Harbour Summit' }));
  const roomId = await createRoomThroughApi(request, authorization, eventId, { type: 'stage', nameEn: 'Main stage', nameDe: 'Hauptbühne', streamUrl: STREAM_URL });
  expect((await request.post(`/api/publishEvent/${eventId}`, { headers: { Authorization: authorization } })).ok()).toBe(true);
  const link = await invitedAttendee(request, authorization, eventId, { firstName: 'Ada', lastName: 'Quist', lang });
  const venue = await enterVenueAs(browser, link, { firstName: 'Ada', lang });
  await venue.context().route(STREAM_URL, (route) => route.fulfill({ path: CLIP_FILE, contentType: 'video/webm' }));
  await venue.goto(venue.url().replace(/\/venue\/?.*$/, `/venue/rooms/${roomId}`));
  return venue;
}

/** The room chat's message field, in the panel beside or below the stream. */
const chatInput = (venue: Page) => venue.getByRole('tabpanel').getByRole('textbox').first();

async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!;
}

for (const lang of ['en', 'de'] as const) {
  const texts = TEXTS[lang];

  test(`${lang}: at 1366x850 the stream and the room's chat sit side by side, both in view; the panel folds and unfolds`, async ({ page, request, browser }) => {
    const venue = await attendeeOnStage(page, request, browser, lang);
    await venue.setViewportSize({ width: 1366, height: 850 });
    const player = await boxOf(venue.getByLabel(texts.player));
    const message = await boxOf(chatInput(venue));
    expect(message.x).toBeGreaterThanOrEqual(player.x + player.width);
    expect(player.y + player.height).toBeLessThanOrEqual(850);
    expect(message.y + message.height).toBeLessThanOrEqual(850);
    // The header's event name lines up with the wide room, not with the narrower pages' frame.
    const brand = await boxOf(venue.getByRole('banner').getByRole('link').first());
    expect(Math.abs(brand.x - player.x)).toBeLessThanOrEqual(1);
    // Who is here: the attendee herself, named when unfolded.
    await venue.getByText(texts.here).click();
    await expect(venue.getByRole('listitem').filter({ hasText: 'Ada Quist' })).toBeVisible();
    expect(await wcagViolations(venue)).toEqual([]);

    await venue.getByRole('button', { name: texts.hide, expanded: true }).click();
    await expect(chatInput(venue)).toBeHidden();
    const wider = await boxOf(venue.getByLabel(texts.player));
    expect(wider.width).toBeGreaterThan(player.width);
    await venue.getByRole('button', { name: texts.show, expanded: false }).click();
    await expect(chatInput(venue)).toBeVisible();
  });

  test(`${lang}: at 360x740 the header keeps to one line behind a menu button, the stream comes first and every tab fits`, async ({ page, request, browser }) => {
    const venue = await attendeeOnStage(page, request, browser, lang);
    await venue.setViewportSize({ width: 360, height: 740 });
    const header = await boxOf(venue.getByRole('banner'));
    expect(header.height).toBeLessThanOrEqual(72);
    expect(await venue.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await expect(venue.getByRole('link', { name: texts.agenda })).toBeHidden();

    const player = await boxOf(venue.getByLabel(texts.player));
    const tabs = venue.getByRole('tab');
    await expect(tabs).toHaveText([...texts.tabs]);
    for (const tab of await tabs.all()) {
      const box = await boxOf(tab);
      // One line each, as the label's words need no break at this width.
      expect(box.height).toBeLessThanOrEqual(52);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y).toBeGreaterThan(player.y + player.height - 1);
    }
    await expect(venue.getByRole('button', { name: texts.hide })).toBeHidden();

    const menu = venue.getByRole('button', { name: texts.menu });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await wcagViolations(venue)).toEqual([]);
    await venue.getByRole('link', { name: texts.agenda }).click();
    await expect(venue).toHaveURL(/\/venue\/agenda$/);
    await expect(venue.getByRole('link', { name: texts.agenda })).toBeHidden();
  });
}
