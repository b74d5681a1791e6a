import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInNewUser } from './event-setup-helpers';
import { chooseGerman } from './support/language';

// Sign-up through the mailbox, then a payment through the sandbox's own webhooks.
test.describe.configure({ timeout: 60_000 });

type Texts = {
  lang: 'en' | 'de';
  banner: string;
  title: string;
  card: string;
  pay: string;
  price: RegExp;
  plan: string;
  upgrade: string;
  subscribeProfessional: string;
  prompt: string;
  continueToPayment: string;
  paid: string;
  failed: string;
  declined: string;
  activated: string;
};

const english: Texts = {
  lang: 'en',
  banner: 'Sandbox — no real payment',
  title: 'Pay by card',
  card: 'Card number',
  pay: 'Pay',
  price: /149[.,]00.*per month/,
  plan: 'Professional',
  upgrade: 'Upgrade',
  subscribeProfessional: 'Subscribe to Professional',
  prompt: 'Subscribe',
  continueToPayment: 'Continue to payment',
  paid: 'Payment successful',
  failed: 'Payment failed',
  declined: 'Reason: The card was declined.',
  activated: 'Activated',
};
const german: Texts = {
  lang: 'de',
  banner: 'Sandbox – keine echte Zahlung',
  title: 'Mit Karte bezahlen',
  card: 'Kartennummer',
  pay: 'Bezahlen',
  price: /149,00.*pro Monat/,
  plan: 'Professional',
  upgrade: 'Jetzt upgraden',
  subscribeProfessional: 'Professional abonnieren',
  prompt: 'Abonnieren',
  continueToPayment: 'Weiter zur Zahlung',
  paid: 'Zahlung erfolgreich',
  failed: 'Zahlung fehlgeschlagen',
  declined: 'Grund: Die Karte wurde abgelehnt.',
  activated: 'Aktiviert',
};

/** Signs in (in the page's language) and starts a checkout through the API as that user. */
async function openSandboxCheckout(page: Page, request: APIRequestContext, texts: Texts): Promise<number> {
  const { authorization } = await signInNewUser(page, request);
  if (texts.lang === 'de') await chooseGerman(page);
  const started = await request.post('/api/billing/checkout', { headers: { authorization }, data: { plan: 'professional', interval: 'month' } });
  expect(started.ok(), await started.text()).toBe(true);
  const { checkoutId, url } = (await started.json()).data as { checkoutId: number; url: string };
  expect(url).toBe(`/sandbox-checkout/${checkoutId}`);
  await page.goto(url);
  await expect(page.getByText(texts.banner)).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
  await expect(page.getByText(texts.plan, { exact: true })).toBeVisible();
  await expect(page.getByTestId('sandbox-price')).toHaveText(texts.price);
  return checkoutId;
}

for (const texts of [english, german]) {
  test(`${texts.lang}: from the trial banner to a paid plan — billing, the prompt, the sandbox's good card, payment-success, and the banner is gone`, async ({ page, request }) => {
    await signInNewUser(page, request);
    if (texts.lang === 'de') await chooseGerman(page);
    const trialBanner = page.getByTestId('trial-banner');
    await trialBanner.getByRole('link', { name: texts.upgrade }).click();
    await page.getByRole('button', { name: texts.subscribeProfessional }).click();
    await page.getByRole('dialog', { name: texts.prompt }).getByRole('button', { name: texts.continueToPayment }).click();

    await page.waitForURL(/\/sandbox-checkout\/\d+$/);
    await expect(page.getByText(texts.banner)).toBeVisible();
    await expect(page.getByTestId('sandbox-price')).toHaveText(texts.price);
    await page.getByLabel(texts.card).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: texts.pay, exact: true }).click();

    await page.waitForURL(/\/payment-success\?checkout=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: texts.paid })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(texts.plan);
    await expect(trialBanner).toHaveCount(0);
    // The billing page shows the plan, its subscription renewing, and the invoice.
    await page.goto('/profile/billing');
    await expect(page.getByTestId('current-plan')).toContainText(texts.plan);
    await expect(page.getByRole('main')).toContainText(texts.activated);
    await expect(trialBanner).toHaveCount(0);
  });

  test(`${texts.lang}: the declined card fails the sandbox checkout, lands on payment-failure with the reason, and the trial stays`, async ({ page, request }) => {
    const checkoutId = await openSandboxCheckout(page, request, texts);
    await page.getByLabel(texts.card).fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: texts.pay, exact: true }).click();
    await page.waitForURL(`**/payment-failure?checkout=${checkoutId}`);
    await expect(page.getByRole('heading', { level: 1, name: texts.failed })).toBeVisible();
    await expect(page.getByTestId('failure-reason')).toHaveText(texts.declined);
    await expect(page.getByTestId('trial-banner')).toBeVisible();
  });
}
