import { type Locator, type Page } from '@playwright/test';
import { moveWithKeyboard } from './support/keyboard-sorting';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { createRoomThroughApi } from './support/rooms';
import { chooseGerman } from './support/language';

// Each test signs up, prepares data and walks several screens; give it room on a busy machine.
test.describe.configure({ timeout: 60_000 });

const SLIDO = '<iframe src="https://app.sli.do/event/q3x7Lm2" height="100%" width="100%" frameBorder="0" title="Slido"></iframe>';
const PARTNER_PAGE = '<iframe width="560" src="https://partner.example.com/booth" allowfullscreen></iframe>';


const roomNames = (page: Page) => page.getByTestId('room-name');

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Drags a row by its handle onto another row with the pointer, in small steps as a hand would. */
async function dragOnto(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 12 });
  await page.mouse.up();
}

const savedOrder = (page: Page) => page.waitForResponse((response) => /\/api\/reorderRooms\/\d+$/.test(response.url()) && response.ok());

test('English: add a stage and an embedded page, with each validator message next to its field', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields());
  await page.goto(`/event/${eventId}/content`);
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/content/rooms$`));
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
  await expect(page.getByText('No rooms yet')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Agenda' })).toHaveAttribute(
    'href',
    `/event/${eventId}/content/agenda`,
  );

  // A stage: the stream and the Q&A code are checked next to their fields.
  await page.getByRole('link', { name: 'Add room' }).click();
  await expect(page).toHaveURL(new RegExp(`/content/rooms/0/edit$`));
  await expect(page.getByRole('heading', { name: 'Add room', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Name (English)' })).toHaveAccessibleDescription('Required field');
  await page.getByRole('textbox', { name: 'Name (English)' }).fill('Main stage');
  await page.getByRole('textbox', { name: 'Name (German)' }).fill('Hauptbühne');
  await page.getByRole('textbox', { name: 'Description (English)' }).fill('Keynotes and panels');
  const stream = page.getByRole('textbox', { name: 'Livestream URL' });
  await stream.fill('stream.example.com/live');
  await stream.blur();
  await expect(stream).toHaveAccessibleDescription(/Invalid URL/);
  await stream.fill('https://stream.example.com/live');
  await stream.blur();
  await expect(stream).not.toHaveAccessibleDescription(/Invalid URL/);
  const qa = page.getByRole('textbox', { name: 'Slido code (Q&A)' });
  await qa.fill('<iframe src="https://polls.example.com/event/1"></iframe>');
  await qa.blur();
  await expect(qa).toHaveAccessibleDescription(/Invalid Slido code/);
  await qa.fill(SLIDO);
  await qa.blur();
  await expect(qa).not.toHaveAccessibleDescription(/Invalid Slido code/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/content/rooms$`));
  await expect(roomNames(page)).toHaveText(['Main stage']);

  // An embedded page: only the fields of its type show, and the iframe code is checked.
  await page.getByRole('link', { name: 'Add room' }).click();
  await page.getByRole('textbox', { name: 'Name (English)' }).fill('Partner page');
  await choose(page, page.getByRole('combobox', { name: 'Type' }), 'Embedded page');
  await expect(page.getByRole('textbox', { name: 'Livestream URL' })).toHaveCount(0);
  const embed = page.getByRole('textbox', { name: 'IFRAME code' });
  await embed.fill('<script src="https://partner.example.com/x.js"></script>');
  await embed.blur();
  await expect(embed).toHaveAccessibleDescription(/Invalid IFRAME code/);
  await embed.fill(PARTNER_PAGE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(roomNames(page)).toHaveText(['Main stage', 'Partner page']);
  await expect(page.getByTestId('room-row').nth(1).getByText('Embedded page')).toBeVisible();

});

test('English: edit a room, drag to reorder (kept after a reload) and delete with confirmation', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields());
  await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Main stage', type: 'stage', streamUrl: 'https://stream.example.com/live' });
  await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Partner page', type: 'embed', embedCode: PARTNER_PAGE });
  await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Lounge' });
  await page.goto(`/event/${eventId}/content/rooms`);
  await expect(roomNames(page)).toHaveText(['Main stage', 'Partner page', 'Lounge']);

  // Edit: the saved values come back, the embed as iframe code of its source.
  await page.getByRole('link', { name: 'Edit Partner page' }).click();
  await expect(page.getByRole('heading', { name: 'Edit room', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'IFRAME code' })).toHaveValue(/src="https:\/\/partner\.example\.com\/booth"/);
  await page.getByRole('textbox', { name: 'Name (English)' }).fill('Partner booth');
  const visible = page.getByRole('switch', { name: 'Visible to attendees' });
  await visible.focus();
  await page.keyboard.press('Space');
  await expect(visible).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(roomNames(page)).toHaveText(['Main stage', 'Partner booth', 'Lounge']);
  await expect(page.getByTestId('room-row').nth(1).getByText('Hidden')).toBeVisible();

  // Drag the lounge to the top; the order is kept on the server.
  const saved = savedOrder(page);
  await dragOnto(page, page.getByRole('button', { name: 'Move Lounge' }), page.getByTestId('room-row').first());
  await saved;
  await expect(roomNames(page)).toHaveText(['Lounge', 'Main stage', 'Partner booth']);
  await page.reload();
  await expect(roomNames(page)).toHaveText(['Lounge', 'Main stage', 'Partner booth']);

  // Delete with a confirmation that names the room.
  await page.getByRole('button', { name: 'Delete Main stage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete room' });
  await expect(dialog.getByText('Are you sure you want to delete the room?')).toBeVisible();
  await expect(dialog.getByText('Main stage', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(roomNames(page)).toHaveText(['Lounge', 'Main stage', 'Partner booth']);
  await page.getByRole('button', { name: 'Delete Main stage' }).click();
  await page.getByRole('dialog', { name: 'Delete room' }).getByRole('button', { name: 'Delete' }).click();
  await expect(roomNames(page)).toHaveText(['Lounge', 'Partner booth']);
  await page.reload();
  await expect(roomNames(page)).toHaveText(['Lounge', 'Partner booth']);
});

test('German: add a meeting room, with the validator messages in German', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields());
  await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Networking lounge', nameDe: 'Netzwerk-Lounge' });
  await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Expo hall' });
  await page.goto(`/event/${eventId}/content/rooms`);
  await chooseGerman(page);
  await expect(page.getByRole('heading', { name: 'Räume', level: 1 })).toBeVisible();
  // The German name, or the English one where none is given.
  await expect(roomNames(page)).toHaveText(['Netzwerk-Lounge', 'Expo hall']);

  await page.getByRole('link', { name: 'Raum hinzufügen' }).click();
  await expect(page.getByRole('heading', { name: 'Raum hinzufügen', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name (Englisch)' }).fill('Breakout');
  await page.getByRole('textbox', { name: 'Name (Deutsch)' }).fill('Breakout-Raum');
  await choose(page, page.getByRole('combobox', { name: 'Typ' }), 'Videomeeting');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('combobox', { name: 'Meeting-Anbieter' })).toHaveAccessibleDescription(/Pflichtfeld/);
  // A provider of a link needs its link; the event's integrations (Jitsi, BigBlueButton, Zoom) are not set up here.
  await choose(page, page.getByRole('combobox', { name: 'Meeting-Anbieter' }), 'Microsoft Teams');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('textbox', { name: 'Meeting-Link' })).toHaveAccessibleDescription(/Pflichtfeld/);
  const link = page.getByRole('textbox', { name: 'Meeting-Link' });
  await link.fill('teams.microsoft.com/l/meetup-join/123');
  await link.blur();
  await expect(link).toHaveAccessibleDescription(/Ungültige URL/);
  await link.fill('https://teams.microsoft.com/l/meetup-join/123');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(roomNames(page)).toHaveText(['Netzwerk-Lounge', 'Expo hall', 'Breakout-Raum']);
  await expect(page.getByTestId('room-row').nth(2).getByText('Videomeeting')).toBeVisible();

  // The embed validators say their German messages too.
  await page.getByRole('link', { name: 'Breakout-Raum bearbeiten' }).click();
  await choose(page, page.getByRole('combobox', { name: 'Typ' }), 'Eingebettete Seite');
  const embed = page.getByRole('textbox', { name: 'IFRAME-Code' });
  await embed.fill('<iframe src="http://partner.example.com"></iframe>');
  await embed.blur();
  await expect(embed).toHaveAccessibleDescription(/Ungültiger IFRAME-Code/);
  const qa = page.getByRole('textbox', { name: 'Slido-Code (Q&A)' });
  await qa.fill('<iframe src="https://example.com/qa"></iframe>');
  await qa.blur();
  await expect(qa).toHaveAccessibleDescription(/Ungültiger Slido-Code/);
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  const leave = page.getByRole('dialog');
  await leave.getByRole('button', { name: /verlassen/i }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/content/rooms$`));
  await expect(roomNames(page)).toHaveText(['Netzwerk-Lounge', 'Expo hall', 'Breakout-Raum']);
});

test('German: reorder with the keyboard and delete with confirmation', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields());
  await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Networking lounge', nameDe: 'Netzwerk-Lounge' });
  await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Expo hall', type: 'expo' });
  await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Breakout', nameDe: 'Breakout-Raum', type: 'meeting', meetingProvider: 'teams', meetingUrl: 'https://teams.microsoft.com/l/meetup-join/1' });
  await page.goto(`/event/${eventId}/content/rooms`);
  await chooseGerman(page);
  await expect(roomNames(page)).toHaveText(['Netzwerk-Lounge', 'Expo hall', 'Breakout-Raum']);
  await expect(page.getByTestId('room-row').nth(1).getByText('Messestand')).toBeVisible();

  // Keyboard reordering: pick up the new room, move it up twice, drop it.
  const saved = savedOrder(page);
  await moveWithKeyboard(page, page.getByRole('button', { name: 'Breakout-Raum verschieben' }), 3, -2, {
    picked: () => 'aufgenommen.',
    over: (position) => `ist jetzt an Position ${position} von`,
  });
  await saved;
  await expect(roomNames(page)).toHaveText(['Breakout-Raum', 'Netzwerk-Lounge', 'Expo hall']);
  await page.reload();
  await expect(roomNames(page)).toHaveText(['Breakout-Raum', 'Netzwerk-Lounge', 'Expo hall']);

  await page.getByRole('button', { name: 'Expo hall löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Raum löschen' });
  await expect(dialog.getByText('Möchten Sie den Raum wirklich löschen?')).toBeVisible();
  await expect(dialog.getByText('Expo hall', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(roomNames(page)).toHaveText(['Breakout-Raum', 'Netzwerk-Lounge']);
});
