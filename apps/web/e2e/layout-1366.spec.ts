import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { uncovered } from './support/uncovered';

test.use({ viewport: { width: 1366, height: 850 } });

const TEXTS = {
  en: { nav: 'Event navigation', closingDate: 'Closing date', closingMinutes: 'Closing time, minutes', unsaved: 'Unsaved changes', save: 'Save' },
  de: { nav: 'Event-Navigation', closingDate: 'Schlussdatum', closingMinutes: 'Schlusszeit, Minuten', unsaved: 'Ungespeicherte Änderungen', save: 'Speichern' },
} as const;

async function openPublishedEvent(page: Page, request: Parameters<typeof signInNewUser>[1], lang: keyof typeof TEXTS) {
  const { authorization } = await signInNewUser(page, request);
  if (lang === 'de') {
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/setLanguage') && response.ok());
    await page.getByRole('contentinfo').getByRole('button', { name: 'DE' }).click();
    await stored;
  }
  const id = await createEvent(request, authorization, eventFields());
  // A published event shows its code box under the sections: the tallest sidebar there is.
  expect((await request.post(`/api/publishEvent/${id}`, { headers: { Authorization: authorization } })).ok()).toBe(true);
  await page.goto(`/event/${id}/dashboard`);
  await expect(page.getByTestId('event-code')).toBeVisible();
}

for (const lang of ['en', 'de'] as const) {
  const text = TEXTS[lang];

  test(`at 1366×850 (${lang}) every event section is in view above the code box, and the save bar never covers the last dates`, async ({
    page,
    request,
  }) => {
    await openPublishedEvent(page, request, lang);
    const sidebar = page.getByRole('navigation', { name: text.nav });
    const library = sidebar.locator('a[href="/library"]');
    await expect.poll(() => uncovered(library)).toBe(true);

    // Scrolled so that the closing row sits just above the language footer, as when a person
    // scrolls down to it; editing it brings up the save bar, which must not land on it.
    const closingMinutes = page.getByRole('spinbutton', { name: text.closingMinutes });
    const closingDate = page.getByRole('textbox', { name: text.closingDate });
    await closingMinutes.evaluate((element) => {
      const footerTop = document.querySelector('footer')?.getBoundingClientRect().top ?? window.innerHeight;
      window.scrollBy(0, element.getBoundingClientRect().bottom - footerTop + 12);
    });
    await expect.poll(() => uncovered(closingMinutes)).toBe(true);
    await closingMinutes.click();
    await closingMinutes.press('3');
    await closingMinutes.press('0');
    const saveBar = page.getByRole('region', { name: text.unsaved });
    await expect(saveBar).toBeVisible();
    await expect.poll(() => uncovered(closingMinutes)).toBe(true);
    await expect.poll(() => uncovered(closingDate)).toBe(true);

    // At the bottom of the page the last row and the bar's own buttons are all reachable.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => uncovered(closingDate)).toBe(true);
    await expect.poll(() => uncovered(saveBar.getByRole('button', { name: text.save, exact: true }))).toBe(true);
    await closingDate.click();
    await expect(closingDate).toBeFocused();
  });
}
