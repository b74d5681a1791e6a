import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { field, fieldError, fillDate, fillTime, shiftDay, signInNewUser, utcDay } from './event-setup-helpers';
import { chooseGerman } from './support/language';
import { pickOption } from './support/select';

test.use({ timezoneId: 'UTC' });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** How the English form shows a date (D MMM YYYY). */
const shown = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

/** A new event's form: it starts a week ahead at 15:00 and ends a day later (in UTC, the browser's zone here). */
async function openNewEvent(page: Page) {
  await page.goto('/event/0/dashboard?name=Harbour%20Summit');
  await expect(page.getByRole('heading', { name: 'Add event', level: 1 })).toBeVisible();
  await expect(field(page, 'Start date')).toHaveValue(shown(utcDay(7)));
}

async function chooseTimeZone(page: Page, label: string) {
  await pickOption(page.getByRole('combobox', { name: 'Time zone' }), page.getByRole('option', { name: label, exact: true }));
}

test.beforeEach(async ({ page, request }) => {
  await signInNewUser(page, request);
  await openNewEvent(page);
});

test('every field says Required field once it is left empty', async ({ page }) => {
  await field(page, 'Event name').fill('');
  await field(page, 'Event name').press('Tab');
  await expect(fieldError(page, 'Event name')).toHaveText('Required field');

  // Tab moved into the location; leaving it empty marks it too.
  await field(page, 'Location').press('Tab');
  await expect(fieldError(page, 'Location')).toHaveText('Required field');

  await field(page, 'End date').fill('');
  await field(page, 'End date').press('Tab');
  await expect(fieldError(page, 'End date')).toHaveText('Required field');

  await page.getByLabel('Start time, hours').fill('');
  await page.getByLabel('Start time, minutes').press('Tab');
  await expect(fieldError(page, 'Start time')).toHaveText('Required field');

  // Submitting keeps every message and puts the focus on the first field to fix.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'Event name')).toBeFocused();
  await expect(page.getByText('Required field')).toHaveCount(4);
  await expect(page).toHaveURL(/\/event\/0\/dashboard/);
});

test('Enter in a date field does not create the half-filled event; Ctrl+Enter saves it', async ({ page }) => {
  const creates: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/event') && creates.push(request.url()));
  await field(page, 'Location').fill('Harbour Hall');
  await field(page, 'Start date').fill(utcDay(6));
  await field(page, 'Start date').press('Enter');
  await field(page, 'Start date').press('Tab');
  await expect(field(page, 'Start date')).toHaveValue(shown(utcDay(6)));
  await expect(page).toHaveURL(/\/event\/0\/dashboard/);
  expect(creates).toEqual([]);
  await field(page, 'Location').press('Control+Enter');
  await expect(page).toHaveURL(/\/event\/[1-9]\d*\/dashboard/);
  expect(creates).toHaveLength(1);
});

test('a start after the end marks both dates, and fixing it clears both', async ({ page }) => {
  await fillDate(page, 'End date', utcDay(5));
  await expect(fieldError(page, 'Start date')).toHaveText('The start date is after the end date');
  await expect(fieldError(page, 'End date')).toHaveText('The end date is before the start date');

  await fillDate(page, 'End date', utcDay(8));
  await expect(fieldError(page, 'Start date')).toHaveCount(0);
  await expect(fieldError(page, 'End date')).toHaveCount(0);
});

test('on one day the start time must come before the end time', async ({ page }) => {
  await fillDate(page, 'End date', utcDay(7));
  await fillTime(page, 'Start time', '16:00');
  await expect(fieldError(page, 'Start time')).toHaveText('The start time is later than the end time');
  await expect(fieldError(page, 'End time')).toHaveText('The end time is before the start time');

  await fillTime(page, 'End time', '17:30');
  await expect(fieldError(page, 'Start time')).toHaveCount(0);
  await expect(fieldError(page, 'End time')).toHaveCount(0);
});

test('an event lasts at most 4 days, and the end picker offers no later day', async ({ page }) => {
  await fillDate(page, 'Start date', utcDay(1));
  await expect(fieldError(page, 'End date')).toHaveText(
    'By default all events have a maximum duration of 4 days. Contact us to extend the event period.',
  );

  await fillDate(page, 'Start date', utcDay(7));
  await expect(fieldError(page, 'End date')).toHaveCount(0);
  // Start + 3 days is the picker's last day: a later typed date is not taken.
  await fillDate(page, 'End date', utcDay(12));
  await expect(field(page, 'End date')).toHaveValue(shown(utcDay(8)));
  await fillDate(page, 'End date', utcDay(10));
  await expect(field(page, 'End date')).toHaveValue(shown(utcDay(10)));
});

test('the start cannot be before today in the event’s zone', async ({ page }) => {
  // Today west of the date line is yesterday east of it, whatever the hour.
  const todayInSamoaWest = new Date(Date.now() - 11 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await chooseTimeZone(page, 'UTC -11:00');
  await fillDate(page, 'Start date', todayInSamoaWest);
  await fillDate(page, 'End date', shiftDay(todayInSamoaWest, 1));
  await expect(fieldError(page, 'Start date')).toHaveCount(0);

  await chooseTimeZone(page, 'UTC +13:00');
  await expect(fieldError(page, 'Start date')).toHaveText('The start date cannot be before today');
});

test('the closing must follow the end, by at most 31 days, and moves with the end date', async ({ page }) => {
  await fillDate(page, 'End date', utcDay(9));
  await expect(field(page, 'Closing date')).toHaveValue(shown(utcDay(40)));

  await fillDate(page, 'Closing date', utcDay(9));
  await fillTime(page, 'Closing time', '14:00');
  await expect(fieldError(page, 'Closing time')).toHaveText('The closing date must be after the end date.');

  await fillDate(page, 'Closing date', utcDay(41));
  await expect(fieldError(page, 'Closing time')).toHaveCount(0);
  await expect(fieldError(page, 'Closing date')).toHaveText(
    'Every event ends automatically 1 month after the end date. Contact us to extend the retrieval period.',
  );

  await fillDate(page, 'End date', utcDay(10));
  await expect(field(page, 'Closing date')).toHaveValue(shown(utcDay(41)));
  await expect(fieldError(page, 'Closing date')).toHaveCount(0);
});

test('the messages and labels speak German', async ({ page }) => {
  await chooseGerman(page);
  await expect(page.getByRole('heading', { name: 'Event anlegen', level: 1 })).toBeVisible();

  await fillDate(page, 'Enddatum', utcDay(7));
  await fillTime(page, 'Startzeit', '16:00', 'de');
  await expect(fieldError(page, 'Startzeit')).toHaveText('Die Startzeit liegt nach der Endzeit');
  await expect(fieldError(page, 'Endzeit')).toHaveText('Die Endzeit liegt vor der Startzeit');

  await fillDate(page, 'Startdatum', utcDay(8));
  await expect(fieldError(page, 'Startdatum')).toHaveText('Das Startdatum liegt nach dem Enddatum');
  await expect(fieldError(page, 'Enddatum')).toHaveText('Das Enddatum liegt vor dem Startdatum');

  await field(page, 'Name des Events').fill('');
  await field(page, 'Name des Events').press('Tab');
  await expect(fieldError(page, 'Name des Events')).toHaveText('Pflichtfeld');
});
