import { expect, test } from './support/test';
import { signInNewUser } from './event-setup-helpers';
import { chooseGerman } from './support/language';

// Two tabs and a payment page's navigation take longer than the default on a busy machine.
test.describe.configure({ timeout: 60_000 });

type Texts = {
  lang: 'en' | 'de';
  title: string;
  trial: string;
  daysLeft: string;
  starterMonth: string;
  starterYear: string;
  professionalMonth: string;
  subscribeProfessional: string;
  prompt: string;
  yearly: string;
  total: string;
  cancel: string;
  pay: string;
  upgrade: string;
};

const english: Texts = {
  lang: 'en',
  title: 'My subscriptions',
  trial: 'Trial',
  daysLeft: '14 days left',
  starterMonth: '€49.00 per month',
  starterYear: 'or €490.00 per year',
  professionalMonth: '€149.00 per month',
  subscribeProfessional: 'Subscribe to Professional',
  prompt: 'Subscribe',
  yearly: 'Yearly',
  total: '€1,490.00 per year, VAT included',
  cancel: 'Cancel',
  pay: 'Continue to payment',
  upgrade: 'Upgrade',
};

const german: Texts = {
  lang: 'de',
  title: 'Meine Abonnements',
  trial: 'Testphase',
  daysLeft: 'Noch 14 Tage',
  starterMonth: '49,00 € pro Monat',
  starterYear: 'oder 490,00 € pro Jahr',
  professionalMonth: '149,00 € pro Monat',
  subscribeProfessional: 'Professional abonnieren',
  prompt: 'Abonnieren',
  yearly: 'Jährlich',
  total: '1.490,00 € pro Jahr, inkl. MwSt.',
  cancel: 'Abbrechen',
  pay: 'Weiter zur Zahlung',
  upgrade: 'Jetzt upgraden',
};

for (const texts of [english, german]) {
  test.describe(`billing (${texts.lang})`, () => {
    test('shows the trial and the plans with their prices, and the banner leads here', async ({ page, request }) => {
      await signInNewUser(page, request);
      if (texts.lang === 'de') await chooseGerman(page);
      await page.getByTestId('trial-banner').getByRole('link', { name: texts.upgrade }).click();
      await expect(page).toHaveURL(/\/profile\/billing$/);
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page.getByTestId('current-plan')).toHaveText(texts.trial);
      await expect(page.getByTestId('trial-days-left')).toHaveText(texts.daysLeft);
      const starter = page.getByTestId('plan-starter');
      await expect(starter).toContainText(texts.starterMonth);
      await expect(starter).toContainText(texts.starterYear);
      await expect(page.getByTestId('plan-professional')).toContainText(texts.professionalMonth);
    });

    test('opens the prompt in every tab of the user and closes it there, then starts a checkout', async ({ page, context, request }) => {
      await signInNewUser(page, request);
      if (texts.lang === 'de') await chooseGerman(page);
      await page.goto('/profile/billing');
      const second = await context.newPage();
      await second.goto('/events');
      await expect(second.getByTestId('trial-banner')).toBeVisible();
      // The second tab's socket is connected once the server has given it its connection id.
      await expect.poll(() => second.evaluate(() => sessionStorage.getItem('aula.connection-id'))).not.toBeNull();

      await page.getByRole('button', { name: texts.subscribeProfessional }).click();
      const prompt = page.getByRole('dialog', { name: texts.prompt });
      await expect(prompt).toBeVisible();
      const secondPrompt = second.getByRole('dialog', { name: texts.prompt });
      await expect(secondPrompt).toBeVisible();

      await secondPrompt.getByRole('button', { name: texts.cancel }).click();
      await expect(secondPrompt).toBeHidden();
      await expect(prompt).toBeHidden();

      await page.getByRole('button', { name: texts.subscribeProfessional }).click();
      await expect(prompt).toBeVisible();
      await prompt.getByText(texts.yearly).click();
      await expect(prompt.getByTestId('prompt-total')).toHaveText(texts.total);
      // The server's answer passes through unchanged; it is read here because the page leaves at once.
      let answered = '';
      await page.route('**/api/billing/checkout', async (route) => {
        const response = await route.fetch();
        answered = ((await response.json()) as { data: { url: string } }).data.url;
        await route.fulfill({ response });
      });
      await prompt.getByRole('button', { name: texts.pay }).click();
      await expect.poll(() => answered).not.toBe('');
      const target = new URL(answered, page.url());
      await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search);
    });
  });
}
