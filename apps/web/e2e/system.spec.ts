import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { TestUser } from './support/accounts';
import { signIn } from './event-setup-helpers';
import { chooseGerman } from './support/language';
import { startOwnServer, type OwnServer } from './support/own-server';
import { pickOption } from './support/select';

type Texts = {
  lang: 'en' | 'de';
  title: string;
  search: string;
  searchButton: string;
  endNow: string;
  trialEnded: string;
  licensed: string;
  plan: string;
  professional: string;
  grant: string;
  daysLeft: RegExp;
  expired: string;
  upgradeTitle: string;
  trialEndedMessage: string;
  subscribe: string;
  history: string;
};

const english: Texts = {
  lang: 'en',
  title: 'System settings',
  search: 'Search',
  searchButton: 'Search',
  endNow: 'End trial now',
  trialEnded: 'Trial ended',
  licensed: 'Licensed',
  plan: 'Plan',
  professional: 'Professional',
  grant: 'Grant licence',
  daysLeft: /^Trial version: 14 days left$/,
  expired: 'Trial expired',
  upgradeTitle: 'Upgrade your plan',
  trialEndedMessage: 'Your trial has ended.',
  subscribe: 'Please subscribe.',
  history: 'Licence granted',
};

const german: Texts = {
  lang: 'de',
  title: 'Systemeinstellungen',
  search: 'Suche',
  searchButton: 'Suchen',
  endNow: 'Testphase jetzt beenden',
  trialEnded: 'Testphase beendet',
  licensed: 'Lizenziert',
  plan: 'Tarif',
  professional: 'Professional',
  grant: 'Lizenz erteilen',
  daysLeft: /^Testversion: noch 14 Tage$/,
  expired: 'Testversion abgelaufen',
  upgradeTitle: 'Tarif upgraden',
  trialEndedMessage: 'Ihre Testphase ist abgelaufen.',
  subscribe: 'Bitte schließen Sie ein Abonnement ab.',
  history: 'Lizenz erteilt',
};

// One server for the file, with its admin made by the command line (support/own-server.ts).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: OwnServer;
let admin: TestUser;
const customers: Partial<Record<Texts['lang'], TestUser>> = {};
const companyName = (lang: string) => `Tideway Events ${lang.toUpperCase()}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer();
  admin = await server.createActiveUser({ firstName: 'Ada', instance: 'Aula Operations' });
  for (const lang of ['en', 'de'] as const) {
    customers[lang] = await server.createActiveUser({ firstName: 'Nora', lang, instance: companyName(lang) });
  }
  await server.grantAdmin(admin.email);
});

test.afterAll(async () => {
  await server?.close();
});

async function signedInPage(browser: Browser, user: TestUser, texts: Texts): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, user, server.baseURL);
  // The console speaks the account's language after sign-in; the admin's is English.
  if (texts.lang === 'de') await chooseGerman(page);
  return page;
}

for (const texts of [english, german]) {
  test(`an admin ends a company's trial and grants a licence; the company's banner follows (${texts.lang})`, async ({ browser }) => {
    const customer = customers[texts.lang]!;
    const adminPage = await signedInPage(browser, admin, texts);
    const customerPage = await signedInPage(browser, customer, texts);
    const banner = customerPage.getByTestId('trial-banner');
    await expect(banner.getByText(texts.daysLeft)).toBeVisible();

    await adminPage.goto(`${server.baseURL}/profile/system`);
    await expect(adminPage.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await adminPage.getByRole('textbox', { name: texts.search }).fill(customer.email);
    await adminPage.getByRole('button', { name: texts.searchButton, exact: true }).click();
    const rows = adminPage.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await rows.getByRole('link', { name: companyName(texts.lang) }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: companyName(texts.lang) })).toBeVisible();
    await expect(adminPage.getByRole('table').getByText(customer.email).first()).toBeVisible();

    await adminPage.getByRole('button', { name: texts.endNow }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: texts.endNow }).click();
    await expect(adminPage.getByRole('dialog')).toHaveCount(0);
    await expect(adminPage.getByRole('main').getByText(texts.trialEnded, { exact: true }).first()).toBeVisible();

    await customerPage.reload();
    await expect(banner).toContainText(texts.expired);
    // The trial has ended: the company's console calls answer 4034, shown as the upgrade dialog (SPEC §8).
    await customerPage.goto(`${server.baseURL}/events`);
    const upgrade = customerPage.getByRole('dialog', { name: texts.upgradeTitle });
    await expect(upgrade).toContainText(texts.trialEndedMessage);
    await expect(upgrade).toContainText(texts.subscribe);

    const planSelect = adminPage.getByRole('combobox', { name: texts.plan });
    await pickOption(planSelect, adminPage.getByRole('option', { name: texts.professional }));
    await adminPage.getByRole('button', { name: texts.grant }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: texts.grant }).click();
    await expect(adminPage.getByRole('main').getByText(texts.licensed, { exact: true }).first()).toBeVisible();
    await expect(adminPage.getByRole('cell', { name: texts.history })).toBeVisible();

    await customerPage.reload();
    await expect(customerPage.getByRole('main')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
}
