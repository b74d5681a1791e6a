import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAN_IDS, PLANS, type BillingOverview } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { BillingScreen } from './billing-screen';
import { PaymentOutcomeScreen } from './payment-outcome-screen';
import { formatDay } from '../lib/money';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers GET /api{path} with `data`, or with the failure envelope. */
function answer(routes: Record<string, { data: unknown } | { status: number; error: { code: string; message: string } }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const route = routes[url.replace(/^\/api/, '')];
      if (!route) return json({ error: { code: 'not_found', message: 'API endpoint was not found' } }, 404);
      return 'data' in route ? json(route) : json({ error: route.error }, route.status);
    }),
  );
}

const overview = (change: Partial<BillingOverview> = {}): BillingOverview => ({
  provider: 'sandbox',
  state: 'trial',
  plan: null,
  trialEndsAt: '2030-05-15T10:00:00.000Z',
  licenseEndsAt: null,
  trialDaysLeft: 14,
  plans: PLAN_IDS.map((id) => PLANS[id]),
  subscriptions: [],
  invoices: [],
  usage: { openEvents: 1, users: 2 },
  ...change,
});

/** The text as read: Intl puts a no-break space between an amount and its currency. */
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('BillingScreen', () => {
  it('shows the trial, its days left, the usage and the plans with prices in German', async () => {
    answer({ '/billing': { data: overview() } });
    renderWithProviders(<BillingScreen />, { lang: 'de' });
    expect((await screen.findByTestId('trial-days-left')).textContent).toContain('Noch 14 Tage');
    expect(screen.getByText('1 von 1')).toBeTruthy();
    const starter = screen.getByTestId('plan-starter');
    expect(textOf(starter)).toContain('49,00 € pro Monat');
    expect(textOf(starter)).toContain('oder 490,00 € pro Jahr');
    expect(within(screen.getByTestId('plan-enterprise')).getAllByText(/Unbegrenzt/)).toHaveLength(2);
  });

  it("shows a subscription's auto-renew as Activated or Deactivated, and the invoices", async () => {
    const subscription = { id: 1, plan: 'starter', interval: 'year', status: 'active', currentPeriodEnd: '2031-01-01T00:00:00.000Z', provider: 'sandbox' } as const;
    answer({
      '/billing': {
        data: overview({
          state: 'licensed',
          plan: 'starter',
          trialDaysLeft: null,
          subscriptions: [
            { ...subscription, autoRenew: true },
            { ...subscription, id: 2, status: 'ended', autoRenew: false },
          ],
          invoices: [
            {
              id: 3,
              number: 'AULA-0001',
              amount: 49_000,
              currency: 'eur',
              status: 'paid',
              periodStart: '2030-01-01T00:00:00.000Z',
              periodEnd: '2031-01-01T00:00:00.000Z',
              issuedAt: '2030-01-01T00:00:00.000Z',
              hostedUrl: 'https://invoices.example/1',
            },
          ],
        }),
      },
    });
    renderWithProviders(<BillingScreen />);
    expect(((await screen.findByRole('switch', { name: 'Renew automatically' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Activated')).toBeTruthy();
    expect(screen.getByText('Deactivated')).toBeTruthy();
    const invoices = screen.getByRole('table', { name: 'Invoices' });
    expect(invoices.textContent).toContain('AULA-0001');
    expect(textOf(invoices)).toContain('€490.00');
    expect(within(invoices).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('https://invoices.example/1');
  });

  it.each([
    [true, 'en', 'Renews on 1 Jan 2031.'],
    [true, 'de', 'Verlängert sich am 1. Jan. 2031.'],
    [false, 'en', 'Licensed until 1 Jan 2031.'],
  ] as const)('names one date for the licence and its subscription (auto-renew %s, %s)', async (autoRenew, lang, text) => {
    const periodEnd = '2031-01-01T00:00:00.000Z';
    // A renewing licence runs three days past the period, for a late renewal; without renewal it ends with it.
    const licenseEndsAt = autoRenew ? '2031-01-04T00:00:00.000Z' : periodEnd;
    const subscription = { id: 1, plan: 'starter', interval: 'year', status: 'active', currentPeriodEnd: periodEnd, provider: 'sandbox', autoRenew } as const;
    answer({ '/billing': { data: overview({ state: 'licensed', plan: 'starter', trialDaysLeft: null, licenseEndsAt, subscriptions: [subscription] }) } });
    renderWithProviders(<BillingScreen />, { lang });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(document.body.textContent).toContain(formatDay(periodEnd, lang));
    if (autoRenew) expect(document.body.textContent).not.toContain(formatDay(licenseEndsAt, lang));
  });

  it('tells users who are not owners that billing is for owners', async () => {
    answer({ '/billing': { status: 403, error: { code: 'forbidden', message: 'Forbidden' } } });
    renderWithProviders(<BillingScreen />);
    expect(await screen.findByText('Only for owners')).toBeTruthy();
    expect(screen.queryByTestId('plan-starter')).toBeNull();
  });
});

describe('PaymentOutcomeScreen', () => {
  it("shows 'Payment failed' with the provider's reason", async () => {
    answer({ '/billing/checkout/5': { data: { checkoutId: 5, status: 'failed', plan: 'starter', interval: 'month', failureReason: 'Your card was declined.' } } });
    renderWithProviders(<PaymentOutcomeScreen page="failure" />, { url: '/?checkout=5' });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByTestId('failure-reason').textContent).toContain('Reason: Your card was declined.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a paid checkout as successful', async () => {
    answer({ '/billing/checkout/6': { data: { checkoutId: 6, status: 'paid', plan: 'professional', interval: 'year', failureReason: null } } });
    renderWithProviders(<PaymentOutcomeScreen page="success" />, { url: '/?checkout=6' });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('Thank you! Your Professional plan is active.')).toBeTruthy();
  });

  it.each([
    ['success', 'en', 'Payment', 'Go to billing'],
    ['failure', 'de', 'Zahlung', 'Zur Abrechnung'],
  ] as const)('opened without a checkout (%s, %s), names the page and leads back to billing and the events', async (page, lang, title, toBilling) => {
    answer({});
    renderWithProviders(<PaymentOutcomeScreen page={page} />, { url: '/', lang });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: toBilling }).getAttribute('href')).toBe('/profile/billing');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
