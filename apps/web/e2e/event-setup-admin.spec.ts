import { expect, test } from './support/test';
import type { TestUser } from './support/accounts';
import { startOwnServer, type OwnServer } from './support/own-server';
import { field, fieldError, fillDate, signIn, utcDay } from './event-setup-helpers';

// Admins are made only by the command line: this file runs a server of its own (support/own-server.ts).
let server: OwnServer;
let baseURL = '';
let admin: TestUser;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer();
  baseURL = server.baseURL;
  admin = await server.createActiveUser();
  await server.grantAdmin(admin.email);
});

test.afterAll(async () => {
  await server?.close();
});

test.use({ timezoneId: 'UTC' });

test('an admin saves a 6-day event that closes 40 days after its end', async ({ page }) => {
  await signIn(page, admin, baseURL);
  await page.goto(`${baseURL}/event/0/dashboard?name=Long%20Summit`);
  await expect(field(page, 'Start date')).toBeVisible();

  // The end picker has no maximum for an admin: six days are taken as typed.
  await fillDate(page, 'End date', utcDay(12));
  await fillDate(page, 'Closing date', utcDay(52));
  await field(page, 'Location').fill('Bremen');
  await expect(fieldError(page, 'End date')).toHaveCount(0);
  await expect(fieldError(page, 'Closing date')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/event\/[1-9]\d*\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Edit event', level: 1 })).toBeVisible();
  const end = new Date(`${utcDay(12)}T00:00:00Z`);
  await expect(field(page, 'End date')).toHaveValue(new RegExp(`^${end.getUTCDate()} \\w{3} ${end.getUTCFullYear()}$`));
  await expect(page.getByText(/maximum duration of 4 days/)).toHaveCount(0);
});
