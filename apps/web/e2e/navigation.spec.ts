import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { moveWithKeyboard, type SortAnnouncements } from './support/keyboard-sorting';
import { chooseGerman } from './support/language';
import { expectToast } from './support/toasts';

test.use({ viewport: { width: 1400, height: 1000 } });
// Each test walks a whole editing session; on a busy machine that takes longer than the default.
test.describe.configure({ timeout: 90_000 });

const names = (page: Page) => page.getByTestId('navigation-item-name');
const item = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/** Drags a row by its handle onto another row with the pointer, in small steps as a hand would. */
async function dragOnto(page: Page, handle: Locator, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  // The drag has begun once the screen-reader region speaks.
  await expect(page.locator('[id^="DndLiveRegion"]')).not.toBeEmpty();
  await page.mouse.move(from.x + from.width / 2, to.y + 10, { steps: 12 });
  await page.mouse.up();
}

const ENGLISH: SortAnnouncements = {
  picked: (position) => `at position ${position} of`,
  over: (position) => `moved to position ${position}.`,
};
const GERMAN: SortAnnouncements = {
  picked: (position) => `an Position ${position} von`,
  over: (position) => `an Position ${position} verschoben.`,
};

test('English: reorder by drag and keyboard, hide, landing page, custom link, save and reload', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields());
  await page.goto(`/event/${eventId}/navigation`);
  await expect(page.getByRole('heading', { name: 'Navigation', level: 1 })).toBeVisible();
  await expect(names(page)).toHaveText(['Home', 'Agenda', 'Rooms', 'Social wall', 'Chat', 'Polls', 'People']);
  await expect(item(page, 'Chat').getByRole('switch', { name: 'Visible' })).toBeChecked();
  await expect(item(page, 'Home').getByRole('radio', { name: 'Landing page' })).toBeChecked();

  await dragOnto(page, page.getByRole('button', { name: 'Drag to reorder: Rooms' }), page.getByTestId('navigation-item').first());
  await expect(names(page)).toHaveText(['Rooms', 'Home', 'Agenda', 'Social wall', 'Chat', 'Polls', 'People']);
  await moveWithKeyboard(page, page.getByRole('button', { name: 'Drag to reorder: Agenda' }), 3, -1, ENGLISH);
  await expect(names(page)).toHaveText(['Rooms', 'Agenda', 'Home', 'Social wall', 'Chat', 'Polls', 'People']);
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toBeVisible();

  await item(page, 'Agenda').getByRole('switch', { name: 'Visible' }).uncheck();
  await expect(item(page, 'Agenda').getByRole('switch', { name: 'Visible' })).not.toBeChecked();
  await item(page, 'Rooms').getByRole('radio', { name: 'Landing page' }).check();
  await expect(item(page, 'Home').getByRole('radio', { name: 'Landing page' })).not.toBeChecked();
  await item(page, 'Rooms').getByRole('textbox', { name: 'Label (English)' }).fill('Stages');

  await page.getByRole('button', { name: 'Add custom link' }).click();
  const link = item(page, 'New link');
  await expect(link.getByRole('textbox', { name: 'Label (English)' })).toBeFocused();
  await link.getByRole('textbox', { name: 'Label (English)' }).fill('Tickets');
  const url = item(page, 'Tickets').getByRole('textbox', { name: 'URL' });
  await url.fill('example com');
  await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save' }).click();
  await expect(url).toHaveAccessibleDescription(/Invalid URL/);
  await url.fill('https://example.com/tickets');
  await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes are saved');
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);

  await page.reload();
  await expect(names(page)).toHaveText(['Stages', 'Agenda', 'Home', 'Social wall', 'Chat', 'Polls', 'People', 'Tickets']);
  await expect(item(page, 'Agenda').getByRole('switch', { name: 'Visible' })).not.toBeChecked();
  await expect(item(page, 'Stages').getByRole('radio', { name: 'Landing page' })).toBeChecked();
  await expect(item(page, 'Tickets').getByRole('textbox', { name: 'URL' })).toHaveValue('https://example.com/tickets');

  // Removing a custom link asks first; leaving with the change unsaved asks too.
  await item(page, 'Tickets').getByRole('button', { name: 'Remove Tickets' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove link' });
  await expect(confirm).toContainText("Are you sure you want to remove the link 'Tickets'?");
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(names(page)).toHaveText(['Stages', 'Agenda', 'Home', 'Social wall', 'Chat', 'Polls', 'People']);
  await page.getByRole('link', { name: /^Design/ }).click();
  const leave = page.getByRole('dialog');
  await expect(leave).toContainText('Are you sure you want to leave this page? All unsaved changes will be lost!');
  await leave.getByRole('button', { name: 'Leave anyway' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/design$`));
  await page.goto(`/event/${eventId}/navigation`);
  await expect(names(page)).toHaveText(['Stages', 'Agenda', 'Home', 'Social wall', 'Chat', 'Polls', 'People', 'Tickets']);
});

test('German: Reihenfolge per Tastatur, Startseite beim Ausblenden, eigener Link mit falscher URL', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields());
  await page.goto(`/event/${eventId}/navigation`);
  await chooseGerman(page);
  await expect(names(page)).toHaveText(['Startseite', 'Programm', 'Räume', 'Social Wall', 'Chat', 'Umfragen', 'Personen']);
  await expect(item(page, 'Umfragen').getByRole('switch', { name: 'Sichtbar' })).toBeChecked();

  await moveWithKeyboard(page, page.getByRole('button', { name: 'Zum Verschieben ziehen: Räume' }), 3, -2, GERMAN);
  await expect(names(page)).toHaveText(['Räume', 'Startseite', 'Programm', 'Social Wall', 'Chat', 'Umfragen', 'Personen']);
  await dragOnto(page, page.getByRole('button', { name: 'Zum Verschieben ziehen: Programm' }), page.getByTestId('navigation-item').first());
  await expect(names(page)).toHaveText(['Programm', 'Räume', 'Startseite', 'Social Wall', 'Chat', 'Umfragen', 'Personen']);

  // Hiding the landing page hands the role to the first item that can take it.
  await item(page, 'Startseite').getByRole('switch', { name: 'Sichtbar' }).uncheck();
  await expect(item(page, 'Startseite').getByRole('radio', { name: 'Startseite' })).toBeDisabled();
  await expect(item(page, 'Programm').getByRole('radio', { name: 'Startseite' })).toBeChecked();

  await page.getByRole('button', { name: 'Eigenen Link hinzufügen' }).click();
  await item(page, 'Neuer Link').getByRole('textbox', { name: 'Bezeichnung (Deutsch)' }).fill('Anfahrt');
  const url = item(page, 'Anfahrt').getByRole('textbox', { name: 'URL' });
  await url.fill('htp://beispiel');
  await page.getByRole('region', { name: 'Ungespeicherte Änderungen' }).getByRole('button', { name: 'Speichern' }).click();
  await expect(url).toHaveAccessibleDescription(/Ungültige URL/);
  await url.fill('https://beispiel.de/anfahrt');
  await item(page, 'Anfahrt').getByRole('textbox', { name: 'Bezeichnung (Englisch)' }).fill('Directions');
  await page.getByRole('region', { name: 'Ungespeicherte Änderungen' }).getByRole('button', { name: 'Speichern' }).click();
  await expectToast(page, 'Änderungen sind gespeichert');

  await page.reload();
  await expect(names(page)).toHaveText(['Programm', 'Räume', 'Startseite', 'Social Wall', 'Chat', 'Umfragen', 'Personen', 'Anfahrt']);
  await expect(item(page, 'Startseite').getByRole('switch', { name: 'Sichtbar' })).not.toBeChecked();
  await expect(item(page, 'Programm').getByRole('radio', { name: 'Startseite' })).toBeChecked();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(names(page)).toHaveText(['Agenda', 'Rooms', 'Home', 'Social wall', 'Chat', 'Polls', 'People', 'Directions']);
});
