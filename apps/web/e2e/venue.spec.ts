import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, type EventFields } from './event-setup-helpers';
import { createActiveUser } from './support/accounts';

/** A published event of a new organiser, set up through the API; answers its code. */
async function publishedEvent(request: APIRequestContext, fields: Partial<EventFields> = {}): Promise<string> {
  const user = await createActiveUser(request);
  const login = await request.post('/api/login', { data: { username: user.email, password: user.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const authorization = `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`;
  const id = await createEvent(request, authorization, eventFields(fields));
  const published = await request.post(`/api/publishEvent/${id}`, { headers: { Authorization: authorization } });
  expect(published.ok(), await published.text()).toBe(true);
  return ((await published.json()) as { data: { code: string } }).data.code;
}

/** The WCAG 2.1 A and AA rules axe checks, on the page as it stands. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('the venue', () => {
  test.use({ locale: 'en-GB' });

  test('an unknown code is not found', async ({ page }) => {
    await page.goto('/e/NOSUCH99/venue');
    await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  });

  test('the public page\'s "Enter the event" leads to the venue\'s sign-in, in the event\'s language, switchable to English', async ({ page, request }) => {
    const code = await publishedEvent(request, { name: 'Hafengipfel', language: 'de' });
    await page.goto(`/e/${code}?lang=en`);
    await page.getByRole('link', { name: 'Enter the event' }).click();
    await expect(page).toHaveURL(new RegExp(`/e/${code}/venue/sign-in$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Bei Hafengipfel anmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByLabel('E-Mail')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Hafengipfel' })).toBeVisible();
    // The choice holds on this device.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Hafengipfel' })).toBeVisible();
  });

  test('is usable 360 px wide: no horizontal scrolling, the form within the screen', async ({ page, request }) => {
    const code = await publishedEvent(request, { name: 'Internationaler Hafengipfel für nachhaltige Logistik 2027' });
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['sign-in', 'forgot-password']) {
      await page.goto(`/e/${code}/venue/${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll, path).toBeLessThanOrEqual(widths.client);
      const button = await page.getByRole('button', { name: /Sign in|Send link/ }).boundingBox();
      expect(button!.x + button!.width).toBeLessThanOrEqual(360);
    }
  });

  test('its sign-in pages pass the WCAG A and AA checks in English and German, and the keyboard reaches the content first', async ({ page, request }) => {
    const code = await publishedEvent(request);
    const found: string[] = [];
    for (const language of ['EN', 'DE']) {
      await page.goto(`/e/${code}/venue/sign-in`);
      await page.getByRole('button', { name: language, exact: true }).click();
      for (const path of ['sign-in', 'forgot-password', 'no-such-page']) {
        await page.goto(`/e/${code}/venue/${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        found.push(...(await violations(page)).map((v) => `${language} ${path} ${v}`));
      }
    }
    await page.goto('/e/NOSUCH99/venue');
    await page.getByRole('heading', { level: 1 }).waitFor();
    found.push(...(await violations(page)).map((v) => `not found ${v}`));
    expect(found).toEqual([]);

    await page.goto(`/e/${code}/venue/sign-in`);
    // The page is drawn by its script: a Tab before the form is there finds no skip link yet.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Skip to content|Zum Inhalt springen/ })).toBeFocused();
  });
});
