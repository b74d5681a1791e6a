import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { TestUser } from './support/accounts';
import { signIn } from './event-setup-helpers';
import { chooseGerman } from './support/language';
import { startOwnServer, type OwnServer } from './support/own-server';

const CRISP_WEBSITE_ID = '0c7b3a5e-1f2d-4e6a-9b8c-7d6e5f4a3b2c';
const CRISP_SCRIPT = 'https://client.crisp.chat/l.js';

// Every test changes the support of the whole server, so the file has a server of its own and its tests run in turn.
test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let admin: TestUser;
let organiser: TestUser;

test.beforeAll(async () => {
  // Two server starts (the second after the command line made the admin) and two sign-ups with their mails.
  test.setTimeout(180_000);
  server = await startOwnServer();
  admin = await server.createActiveUser({ firstName: 'Ada' });
  organiser = await server.createActiveUser({ firstName: 'Olga' });
  await server.grantAdmin(admin.email);
});

test.afterAll(async () => {
  await server?.close();
});

async function chooseSupport(body: Record<string, string>): Promise<void> {
  const post = (path: string, payload: object, authorization = '') =>
    fetch(`${server.baseURL}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(payload),
    });
  const login = await post('/login', { username: admin.email, password: admin.password, lang: 'en' });
  expect(login.ok).toBe(true);
  const { data } = (await login.json()) as { data: { token_type: string; access_token: string } };
  const saved = await post('/system/support', body, `${data.token_type} ${data.access_token}`);
  expect(saved.ok, await saved.text()).toBe(true);
}

/**
 * A signed-in organiser's page whose every request to another origin is recorded and never leaves:
 * Crisp's loader is answered with a stub, anything else is refused. `bypassCSP` lets a request the
 * security policy would block reach the recorder too, so a wrong load cannot hide behind the policy.
 */
async function organiserPage(browser: Browser, { bypassCSP }: { bypassCSP: boolean }): Promise<{ page: Page; outside: string[] }> {
  const context = await browser.newContext({ bypassCSP });
  const page = await context.newPage();
  const outside: string[] = [];
  const own = new URL(server.baseURL).origin;
  await page.route(
    (url) => url.origin !== own,
    async (route) => {
      const url = route.request().url();
      outside.push(url);
      if (url === CRISP_SCRIPT) await route.fulfill({ contentType: 'text/javascript', body: 'window.crispStubRan = true;' });
      else await route.abort();
    },
  );
  await signIn(page, organiser, server.baseURL);
  return { page, outside };
}

/** Walks a few screens of the console, each shown before the next (an organiser without events lands on /create-event). */
async function walkTheConsole(page: Page): Promise<void> {
  for (const path of ['/events', '/profile', '/events']) {
    await page.goto(`${server.baseURL}${path}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
}

test('with support off there is no Help button and no request to any third party', async ({ browser }) => {
  await chooseSupport({ mode: 'off' });
  const { page, outside } = await organiserPage(browser, { bypassCSP: true });
  await walkTheConsole(page);
  await expect(page.getByRole('button', { name: 'Help' })).toHaveCount(0);
  expect(outside).toEqual([]);
});

test('with built-in support the organiser writes in the Help panel, the staff answer from the inbox, and no request goes to any third party', async ({ browser }) => {
  await chooseSupport({ mode: 'builtin' });
  const { page, outside } = await organiserPage(browser, { bypassCSP: true });
  await walkTheConsole(page);
  await page.getByRole('button', { name: 'Help' }).click();
  const panel = page.getByRole('dialog', { name: 'Help' });
  await expect(panel.getByText('No messages yet.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Your message' }).fill('How do I invite speakers?');
  await panel.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(panel.getByRole('log').getByText('How do I invite speakers?')).toBeVisible();

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, admin, server.baseURL);
  await staffPage.goto(`${server.baseURL}/profile/system`);
  const inbox = staffPage.getByRole('navigation', { name: 'Support inbox' });
  const company = inbox.getByRole('button', { name: /How do I invite speakers\?/ });
  await expect(company.getByLabel('1 unread message')).toBeVisible();
  await company.click();
  await expect(company.getByLabel('1 unread message')).toHaveCount(0);
  await staffPage.getByRole('textbox', { name: 'Your answer' }).fill('Under Accounts, with the role Speaker.');
  await staffPage.getByRole('textbox', { name: 'Your answer' }).press('Enter');
  await expect(staffPage.getByRole('log').getByText('Under Accounts, with the role Speaker.')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(panel.getByRole('log').getByText('Under Accounts, with the role Speaker.')).toBeVisible();
  await expect(panel.getByRole('log').getByText(/^Support ·/)).toBeVisible();
  expect(outside).toEqual([]);
});

test("with built-in support the staff's answer reaches the organiser's open panel, and marks Help once it is closed, without a reload", async ({ browser }) => {
  await chooseSupport({ mode: 'builtin' });
  const { page } = await organiserPage(browser, { bypassCSP: false });
  await walkTheConsole(page);
  const help = page.getByRole('button', { name: 'Help' });
  await help.click();
  const panel = page.getByRole('dialog', { name: 'Help' });
  const organiserLog = panel.getByRole('log');

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, admin, server.baseURL);
  await staffPage.goto(`${server.baseURL}/profile/system`);
  const inbox = staffPage.getByRole('navigation', { name: 'Support inbox' });
  await expect(inbox).toBeVisible();

  // The staff's inbox hears of the organiser's new message while it is open.
  await panel.getByRole('textbox', { name: 'Your message' }).fill('Can speakers share their slides?');
  await panel.getByRole('textbox', { name: 'Your message' }).press('Enter');
  const company = inbox.getByRole('button', { name: /Can speakers share their slides\?/ });
  await expect(company.getByLabel('1 unread message')).toBeVisible();
  await company.click();
  await expect(staffPage.getByRole('log').getByText('Can speakers share their slides?')).toBeVisible();

  await staffPage.getByRole('textbox', { name: 'Your answer' }).fill('Yes, in their room.');
  await staffPage.getByRole('textbox', { name: 'Your answer' }).press('Enter');
  await expect(organiserLog.getByText('Yes, in their room.')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(help).not.toHaveAccessibleDescription('Support has answered.');
  await staffPage.getByRole('textbox', { name: 'Your answer' }).fill('The slides appear under the room.');
  await staffPage.getByRole('textbox', { name: 'Your answer' }).press('Enter');
  await expect(help).toHaveAccessibleDescription('Support has answered.');
  await help.click();
  await expect(organiserLog.getByText('The slides appear under the room.')).toBeVisible();
  await expect(help).not.toHaveAccessibleDescription('Support has answered.');
});

test("an admin chooses Crisp; it loads only when an organiser presses Help, in the console's language", async ({ browser }) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin, server.baseURL);
  await adminPage.goto(`${server.baseURL}/profile/system`);
  await adminPage.getByRole('radio', { name: 'Crisp' }).check();
  await adminPage.getByRole('button', { name: 'Save support' }).click();
  await expect(adminPage.getByText('Required field')).toBeVisible();
  await adminPage.getByRole('textbox', { name: 'Crisp website ID' }).fill(CRISP_WEBSITE_ID);
  await adminPage.getByRole('button', { name: 'Save support' }).click();
  await expect(adminPage.getByText('Required field')).toHaveCount(0);
  await expect.poll(async () => (await (await fetch(`${server.baseURL}/api/clientConfig`)).json()).data.support.mode).toBe('crisp');

  for (const [lang, help] of [
    ['en', 'Help'],
    ['de', 'Hilfe'],
  ] as const) {
    const { page, outside } = await organiserPage(browser, { bypassCSP: false });
    if (lang === 'de') await chooseGerman(page);
    await walkTheConsole(page);
    const button = page.getByRole('button', { name: help });
    await expect(button).toBeVisible();
    expect(outside).toEqual([]);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => outside).toEqual([CRISP_SCRIPT]);
    await expect.poll(() => page.evaluate(() => (window as { crispStubRan?: boolean }).crispStubRan)).toBe(true);
    expect(await page.evaluate(() => window.CRISP_RUNTIME_CONFIG)).toEqual({ locale: lang });
  }
});

for (const [lang, save] of [
  ['en', 'Save support'],
  ['de', 'Support speichern'],
] as const) {
  test(`${lang}: the support settings and the Help button pass the WCAG A and AA checks`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, admin, server.baseURL);
    if (lang === 'de') await chooseGerman(page);
    await page.goto(`${server.baseURL}/profile/system`);
    await page.getByRole('radio', { name: 'Chatwoot' }).check();
    await expect(page.getByRole('textbox', { name: lang === 'de' ? 'Chatwoot-Adresse' : 'Chatwoot address' })).toBeVisible();
    const result = await new AxeBuilder({ page }).include('header').include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Both Chatwoot fields say they are required, in the page's language, beside their inputs.
    await page.getByRole('button', { name: save }).click();
    await expect(page.getByRole('main').getByText(lang === 'de' ? 'Pflichtfeld' : 'Required field')).toHaveCount(2);
  });
}
