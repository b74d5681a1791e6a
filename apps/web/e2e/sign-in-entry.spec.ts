import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createActiveUser } from './support/accounts';

/** The script an entry's HTML page starts with, as the server hands it out. */
async function entryScript(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no module script in the page of ${path}`);
  return src;
}

/** Records the paths of the scripts the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('the sign-in pages as their own entry', () => {
  test('the sign-in pages load their own entry and none of the console', async ({ page, request }) => {
    const signIn = await entryScript(request, '/auth/login');
    const consoleScript = await entryScript(request, '/events');
    expect(signIn).not.toBe(consoleScript);

    const scripts = recordScripts(page);
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(scripts).toContain(signIn);
    expect(scripts).not.toContain(consoleScript);
  });

  test('a signed-out visitor of a console page lands on the login page and, signed in, where they wanted to go', async ({ page, request }) => {
    const user = await createActiveUser(request);
    await page.goto('/library/room-images?from=mail');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Flibrary%2Froom-images%3Ffrom%3Dmail$/);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/library\/room-images\?from=mail$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('moving between sign-in pages does not reload, and back and forward follow', async ({ page }) => {
    await page.goto('/auth/login?ref=mail');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => 'sameDocument' in window);

    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/auth\/signup\?ref=mail$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page).toHaveTitle('Sign up · Aula');

    await page.goBack();
    await expect(page).toHaveURL(/\/auth\/login\?ref=mail$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · Aula');

    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });

  test('the current page stays until the code of the next one has arrived', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/signup-screen-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth/login');
    const requested = page.waitForRequest(/\/assets\/signup-screen-[\w-]+\.js$/);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await requested;
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('an unknown sign-in path shows the not-found page, whose way home opens the console', async ({ page }) => {
    await page.goto('/auth/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Aula');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    // Home is the events list, which sends a signed-out visitor back to the login page.
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fevents$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('/auth alone opens the login page', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
