import { expect, test } from './support/test';
import { LOGIN_PAGE_SCRIPT_BUDGET_KIB, gzippedBytes } from './support/script-budgets';

type LoadedScript = { path: string; bytes: number };

// The suite builds the app before it runs, so this counts the build under test, as `npm run bench --
// login-bundle` does (docs/decisions/0103-login-page-budget-in-the-browser-suite.md). Each language
// loads its own texts, so both are counted.
for (const { locale, submit } of [
  { locale: 'en-US', submit: 'Sign in' },
  { locale: 'de-DE', submit: 'Anmelden' },
]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the login page loads no more JavaScript than its budget', async ({ page, baseURL }) => {
      const html = await (await page.request.get('/auth/login')).text();
      const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
      expect(entry, 'the sign-in page names its entry script').toBeTruthy();

      const loads: Promise<LoadedScript>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        const javascript = (response.headers()['content-type'] ?? '').includes('javascript');
        if (url.origin === baseURL && javascript) loads.push(response.body().then((body) => ({ path: url.pathname, bytes: gzippedBytes(body) })));
      });
      // Quiet network: what the page fetches after its first paint (the bot check, its screen) counts too.
      await page.goto('/auth/login', { waitUntil: 'networkidle' });
      await expect(page.getByRole('button', { name: submit, exact: true })).toBeVisible();

      const scripts = await Promise.all(loads);
      expect(scripts.map(({ path }) => path)).toContain(entry);
      const totalKiB = scripts.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
      const largest = scripts
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 5)
        .map(({ path, bytes }) => `${path} ${(bytes / 1024).toFixed(1)} KiB`);
      expect(totalKiB, `${scripts.length} scripts, largest: ${largest.join(', ')}`).toBeLessThanOrEqual(LOGIN_PAGE_SCRIPT_BUDGET_KIB);
    });
  });
}
