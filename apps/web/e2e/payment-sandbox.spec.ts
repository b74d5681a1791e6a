import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInNewUser } from './event-setup-helpers';
import { chooseGerman } from './support/language';

// Sign-up through the mailbox, then a payment through the sandbox's own webhooks.
test.describe.configure({ timeout: 60_000 });

type Texts = { lang: 'en' | 'de'; banner: string; title: string; card: string; pay: string; price: RegExp; plan: string };

const english: Texts = { lang: 'en', banner: 'Sandbox — no real payment', title: 'Pay by card', card: 'Card number', pay: 'Pay', price: /149[.,]00.*per month/, plan: 'Professional' };
const german: Texts = { lang: 'de', banner: 'Sandbox – keine echte Zahlung', title: 'Mit Karte bezahlen', card: 'Kartennummer', pay: 'Bezahlen', price: /149,00.*pro Monat/, plan: 'Professional' };

/** Signs in (in the page's language) and starts a checkout through the API as that user. */
async function openSandboxCheckout(page: Page, request: APIRequestContext, texts: Texts): Promise<number> {
  const { authorization } = await signInNewUser(page, request);
  if (texts.lang === 'de') await chooseGerman(page);
  const started = await request.post('/api/billing/checkout', { headers: { authorization }, data: { plan: 'professional', interval: 'month' } });
  expect(started.ok(), await started.text()).toBe(true);
  const { checkoutId, url } = (await started.json()).data as { checkoutId: number; url: string };
  expect(new URL(url).pathname).toBe(`/sandbox-checkout/${checkoutId}`);
  await page.goto(`/sandbox-checkout/${checkoutId}`);
  await expect(page.getByText(texts.banner)).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
  await expect(page.getByText(texts.plan, { exact: true })).toBeVisible();
  await expect(page.getByTestId('sandbox-price')).toHaveText(texts.price);
  return checkoutId;
}

for (const texts of [english, german]) {
  test(`${texts.lang}: the good card pays the sandbox checkout and lands on payment-success`, async ({ page, request }) => {
    const checkoutId = await openSandboxCheckout(page, request, texts);
    await page.getByLabel(texts.card).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: texts.pay, exact: true }).click();
    await page.waitForURL(`**/payment-success?checkout=${checkoutId}`);
  });

  test(`${texts.lang}: the declined card fails the sandbox checkout and lands on payment-failure`, async ({ page, request }) => {
    const checkoutId = await openSandboxCheckout(page, request, texts);
    await page.getByLabel(texts.card).fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: texts.pay, exact: true }).click();
    await page.waitForURL(`**/payment-failure?checkout=${checkoutId}`);
  });
}
