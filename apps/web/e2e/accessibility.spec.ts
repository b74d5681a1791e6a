import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { createRoomThroughApi } from './support/rooms';
import { chooseGerman } from './support/language';

// Axe checks up to eight whole pages per test, a few seconds each while both cores are busy.
test.describe.configure({ timeout: 90_000 });

/** The WCAG 2.1 A and AA rules axe checks, on the page as it stands. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const language of ['EN', 'DE']) {
  test(`${language}: the content screens and the public page pass the WCAG A and AA checks`, async ({ page, request }) => {
    const { authorization } = await signInNewUser(page, request);
    const id = await createEvent(request, authorization, eventFields({ name: 'Harbour Summit' }));
    await createRoomThroughApi(request, authorization, id, { nameEn: 'Lounge', nameDe: 'Lounge' });
    const published = await request.post(`/api/publishEvent/${id}`, { headers: { Authorization: authorization } });
    const code = ((await published.json()) as { data: { code: string } }).data.code;
    const screens = [
      `/event/${id}/content/rooms`,
      `/event/${id}/content/rooms/0/edit`,
      `/event/${id}/content/agenda`,
      `/event/${id}/content/agenda/0`,
      `/event/${id}/design`,
      `/event/${id}/navigation`,
      '/library/room-images',
      `/e/${code}`,
    ];
    await page.goto(`/event/${id}/content/rooms`);
    await page.getByRole('button', { name: language, exact: true }).click();
    const found: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      found.push(...(await violations(page)).map((v) => `${path} ${v}`));
    }
    expect(found).toEqual([]);
  });
}

test('an unpublished event, with its Draft bar, passes the WCAG A and AA checks in both languages', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const id = await createEvent(request, authorization, eventFields({ name: 'Harbour Draft' }));
  const found: string[] = [];
  for (const [language, draft] of [
    ['EN', 'Draft'],
    ['DE', 'Entwurf'],
  ] as const) {
    await page.goto(`/event/${id}/content/rooms`);
    await page.getByRole('button', { name: language, exact: true }).click();
    for (const path of [`/event/${id}/content/rooms`, `/event/${id}/content/agenda`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect(page.getByTestId('draft-bar')).toContainText(draft);
      found.push(...(await violations(page)).map((v) => `${language} ${path} ${v}`));
    }
  }
  expect(found).toEqual([]);
});

test('field errors, in both languages, pass the WCAG A and AA checks (their red text included)', async ({ page }) => {
  const found: string[] = [];
  for (const [language, signUp] of [
    ['EN', 'Sign up'],
    ['DE', 'Registrieren'],
  ] as const) {
    await page.goto('/auth/signup');
    if (language === 'DE') await chooseGerman(page);
    await page.getByRole('button', { name: signUp }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    found.push(...(await violations(page)).map((v) => `${language} ${v}`));
  }
  expect(found).toEqual([]);
});
