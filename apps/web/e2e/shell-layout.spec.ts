import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createActiveUser, signInThroughUi } from './support/accounts';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { uncovered } from './support/uncovered';

const storedAuth = (page: Page) => page.evaluate(() => localStorage.getItem('aula.auth'));

test('a signed-out visitor of /events goes to login and keeps the intended path', async ({ page }) => {
  await page.goto('/events');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fevents$/);
});

test('the shell shows the user and the trial banner around the first screen of a new account, and survives a reload', async ({ page, request }) => {
  const user = await createActiveUser(request, { firstName: 'Mara', lastName: 'Lindqvist' });
  await signInThroughUi(page, user);

  const header = page.getByRole('banner');
  await expect(header.getByText('Mara Lindqvist')).toBeVisible();
  await expect(header.getByText(user.email)).toBeVisible();
  await expect(header.getByRole('button', { name: 'Open user menu' })).toHaveText('ML');
  const banner = page.getByTestId('trial-banner');
  await expect(banner.getByText(/^Trial version: \d+ days left$/)).toBeVisible();
  // docs/rules/billing.md#trial-banner: the banner's upgrade link leads to the billing page.
  await expect(banner.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/profile/billing');

  await expect(page).toHaveURL(/\/create-event$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Virtual events' })).toHaveAttribute(
    'href',
    '/events',
  );
  await expect(page).toHaveTitle('Create event · Aula');

  await page.reload();
  await expect(header.getByText('Mara Lindqvist')).toBeVisible();
  await expect(page).toHaveURL(/\/create-event$/);
  expect(await storedAuth(page)).not.toBeNull();
});

test('the root path leads to the events list, which sends an account without events on to create one', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await signInThroughUi(page, user);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
  await page.goto('/');
  await expect(page).toHaveURL(/\/create-event$/);
  expect(visited).toEqual(expect.arrayContaining(['/', '/events']));
});

test('the sidebar collapses to icons and remembers it', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await signInThroughUi(page, user);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Virtual events')).toBeVisible();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(nav.getByText('Virtual events')).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Virtual events' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
});

test.describe('at 1280×720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the event sidebar scrolls its sections above the code box: the link of an analytics page that opens is in view and not covered', async ({
    page,
    request,
  }) => {
    const { authorization } = await signInNewUser(page, request);
    const id = await createEvent(request, authorization, eventFields());
    expect((await request.post(`/api/publishEvent/${id}`, { headers: { Authorization: authorization } })).ok()).toBe(true);
    await page.goto(`/event/${id}/analytics/general`);
    const sidebar = page.getByRole('navigation', { name: 'Event navigation' });
    await expect(sidebar.getByTestId('event-code')).toBeVisible();
    const analytics = sidebar.locator(`a[href="/event/${id}/analytics"]`);
    await expect(analytics).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => uncovered(analytics)).toBe(true);
  });
});

test('the user menu offers profile, manage users, languages and logout', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await signInThroughUi(page, user);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
  // docs/rules/screens.md#user-menu: profile and, for an owner (every sign-up is one), manage users come first.
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Manage users', 'English', 'Deutsch', 'Log out']);
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await storedAuth(page)).toBeNull();
});

test('an unknown API path answered through the request layer shows its message, in the UI language', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await signInThroughUi(page, user);
  await expect(page.getByRole('banner').getByText(user.email)).toBeVisible();
  // The real server answers a path it does not know; the app only asks for it on our behalf.
  await page.route('**/api/setLanguage', (route) => route.continue({ url: route.request().url().replace('setLanguage', 'noSuchEndpoint') }));
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/noSuchEndpoint'));
  await page.getByRole('contentinfo').getByRole('button', { name: 'DE' }).click();
  expect((await answered).status()).toBe(404);
  await expect(page.getByText('Der API-Endpunkt wurde nicht gefunden')).toBeVisible();
});
