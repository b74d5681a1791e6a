import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { chooseGerman } from './support/language';
import { expect, test } from './support/test';
import { expectToast } from './support/toasts';

/** An organiser's published event; answers its id and code. */
async function publishedEvent(page: Page, request: APIRequestContext): Promise<{ eventId: number; code: string }> {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Harbour Summit' }));
  const published = await request.post(`/api/publishEvent/${eventId}`, { headers: { Authorization: authorization } });
  expect(published.ok(), await published.text()).toBe(true);
  return { eventId, code: ((await published.json()) as { data: { code: string } }).data.code };
}

/** The WCAG 2.1 A and AA rules axe checks on the console's screen (the framed pages have their own checks). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`);
}

const GREEN = 'rgb(43, 138, 62)';

test('German: write CSS, see an error at its line, fix it, save, and the venue and the public page show the style', async ({ page, request }) => {
  const { eventId, code } = await publishedEvent(page, request);
  await page.goto(`/event/${eventId}/settings/advanced`);
  await chooseGerman(page);
  await expect(page.getByRole('heading', { name: 'Eigenes CSS', level: 1 })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Eigenes CSS' });

  await editor.fill('.bar{\n  behavior:url(x.htc);\n}');
  const problem = page.getByText('Zeile 2, Spalte 3: Die Eigenschaft „behavior“ ist nicht erlaubt.');
  await expect(problem).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Das CSS wurde nicht gespeichert. Korrigieren Sie die Fehler unter dem Editor.')).toBeVisible();

  // Hiding the bar is allowed CSS, but the pages' safety rules keep it shown.
  await editor.fill(`.bar{\n  background:#2b8a3e;\n  visibility:hidden;\n}`);
  await expect(problem).toHaveCount(0);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expectToast(page, 'Änderungen sind gespeichert');
  await expect(page.getByText(/^Version 1, .* · in Verwendung$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ungespeicherte Änderungen' })).toHaveCount(0);

  // The preview frames the real pages with the saved style.
  await expect(page.frameLocator('iframe[title="Vorschau der öffentlichen Seite"]').locator('.bar')).toHaveCSS('background-color', GREEN);

  await page.goto(`/e/${code}`);
  await expect(page.locator('.bar')).toHaveCSS('background-color', GREEN);
  await expect(page.locator('.bar')).toBeVisible();
  await page.goto(`/e/${code}/venue`);
  await expect(page.locator('header.bar')).toHaveCSS('background-color', GREEN);
  await expect(page.locator('header.bar')).toBeVisible();
});

for (const lang of ['EN', 'DE'] as const) {
  test(`${lang}: the custom CSS screen, with a problem listed and versions saved, passes the WCAG A and AA checks`, async ({ page, request }) => {
    const { eventId } = await publishedEvent(page, request);
    await page.goto(`/event/${eventId}/settings/advanced`);
    if (lang === 'DE') await chooseGerman(page);
    const editor = page.getByRole('textbox', { name: lang === 'DE' ? 'Eigenes CSS' : 'Custom CSS' });
    await editor.fill('h1{color:#1c7ed6}');
    await page.getByRole('button', { name: lang === 'DE' ? 'Speichern' : 'Save' }).click();
    await expect(page.getByText(/^Version 1, /)).toBeVisible();
    await editor.fill('@import "x.css";');
    await expect(page.getByText(lang === 'DE' ? /^Zeile 1, Spalte 1: / : /^Line 1, column 1: /)).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
