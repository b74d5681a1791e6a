import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@aula/shared';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SANDBOX_SECRET, api, checkoutRow, companyOf, invoicesOf, postWebhook, stripeEvent, subscriptionsOf } from './payments-test-support';

const WEBHOOK_SECRET = 'whsec_test_fake';
type SeenRequest = { method: string; path: string; form: URLSearchParams; authorization: string | undefined };

/** A local stand-in for Stripe's API that records every request and answers as Stripe does. */
async function startFakeStripe() {
  const seen: SeenRequest[] = [];
  let sessions = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '';
      seen.push({ method: request.method ?? '', path, form: new URLSearchParams(body), authorization: request.headers.authorization });
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_test_fake${sessions}`;
        response.end(JSON.stringify({ id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.com/c/pay/${id}` }));
      } else if (request.method === 'POST' && /^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(path)) {
        response.end(JSON.stringify({ id: path.split('/').at(-2), object: 'checkout.session', status: 'expired' }));
      } else if (request.method === 'POST' && path.startsWith('/v1/subscriptions/')) {
        response.end(JSON.stringify({ id: path.split('/').at(-1), object: 'subscription', status: 'active', cancel_at_period_end: true }));
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('card payments through Stripe (a local fake Stripe API)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let owner: SignedInUser;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url, SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
    owner = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('creates a Checkout session in subscription mode with the plan price in EUR, and the webhooks license the company', async () => {
    const started = await api(t, owner, 'POST', '/billing/checkout', { plan: 'professional', interval: 'year' });
    expect(started.statusCode, started.body).toBe(200);
    const { checkoutId, url } = started.json().data;
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_test_fake1');
    expect(await checkoutRow(t, checkoutId)).toMatchObject({ provider: 'stripe', providerSessionId: 'cs_test_fake1', status: 'open' });

    const request = fake.seen.find((seen) => seen.path === '/v1/checkout/sessions')!;
    expect(request.authorization).toBe('Bearer sk_test_fake');
    const form = Object.fromEntries(request.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(checkoutId),
      customer_email: owner.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(PLANS.professional.prices.year),
      'line_items[0][price_data][recurring][interval]': 'year',
      'metadata[company_id]': String(owner.companyId),
      'subscription_data[metadata][plan]': 'professional',
      success_url: `${t.config.publicUrl}/payment-success?checkout=${checkoutId}`,
      cancel_url: `${t.config.publicUrl}/payment-failure?checkout=${checkoutId}`,
    });

    const now = new Date();
    const end = new Date(now.getTime() + 365 * 24 * 3600 * 1000);
    const metadata = { company_id: String(owner.companyId), plan: 'professional', interval: 'year', checkout_id: String(checkoutId) };
    const completed = stripeEvent('evt_1', 'checkout.session.completed', now, { id: 'cs_test_fake1', object: 'checkout.session', customer: 'cus_fake', subscription: 'sub_fake', metadata });
    const subscription = {
      id: 'sub_fake',
      object: 'subscription',
      customer: 'cus_fake',
      status: 'active',
      cancel_at_period_end: false,
      metadata,
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: Math.floor(end.getTime() / 1000), price: { recurring: { interval: 'year' } } }] },
    };
    const invoice = {
      id: 'in_fake',
      object: 'invoice',
      number: 'AULA-0001',
      customer: 'cus_fake',
      amount_paid: PLANS.professional.prices.year,
      currency: 'eur',
      status: 'paid',
      created: Math.floor(now.getTime() / 1000),
      hosted_invoice_url: 'https://invoice.stripe.com/i/fake',
      period_start: Math.floor(now.getTime() / 1000),
      period_end: Math.floor(now.getTime() / 1000),
      lines: { data: [{ period: { start: Math.floor(now.getTime() / 1000), end: Math.floor(end.getTime() / 1000) } }] },
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_fake', metadata } },
    };
    // Stripe does not promise an order: the invoice and subscription may come before the checkout.
    for (const event of [
      stripeEvent('evt_2', 'invoice.paid', now, invoice),
      stripeEvent('evt_3', 'customer.subscription.created', now, subscription),
      completed,
    ]) {
      const res = await postWebhook(t, 'stripe', event, WEBHOOK_SECRET);
      expect(res.statusCode, res.body).toBe(200);
    }

    expect(await companyOf(t, owner.companyId)).toMatchObject({ license: 'licensed', plan: 'professional', paymentProvider: 'stripe', paymentCustomerId: 'cus_fake' });
    expect((await checkoutRow(t, checkoutId)).status).toBe('paid');
    expect(await subscriptionsOf(t, owner.companyId)).toMatchObject([{ providerSubscriptionId: 'sub_fake', interval: 'year', status: 'active' }]);
    expect(await invoicesOf(t, owner.companyId)).toMatchObject([{ number: 'AULA-0001', hostedUrl: 'https://invoice.stripe.com/i/fake', amount: PLANS.professional.prices.year }]);

    // Auto-renew goes to Stripe; the stored flag waits for Stripe's webhook.
    expect((await api(t, owner, 'POST', '/billing/autoRenew', { autoRenew: false })).statusCode).toBe(200);
    const update = fake.seen.find((seen) => seen.path === '/v1/subscriptions/sub_fake')!;
    expect(update.form.get('cancel_at_period_end')).toBe('true');
    expect((await subscriptionsOf(t, owner.companyId))[0]!.autoRenew).toBe(true);
    const later = new Date(now.getTime() + 5000);
    await postWebhook(t, 'stripe', stripeEvent('evt_4', 'customer.subscription.updated', later, { ...subscription, cancel_at_period_end: true }), WEBHOOK_SECRET);
    expect((await subscriptionsOf(t, owner.companyId))[0]!.autoRenew).toBe(false);
  });

  it('refuses the sandbox while Stripe is configured, and Stripe webhooks with a bad signature', async () => {
    // The owner above already subscribes, so another company starts this checkout.
    const newcomer = await signedInUser(t);
    const { checkoutId } = (await api(t, newcomer, 'POST', '/billing/checkout', { plan: 'starter', interval: 'month' })).json().data;
    expect((await api(t, newcomer, 'GET', `/billing/sandbox/${checkoutId}`)).statusCode).toBe(404);
    expect((await api(t, newcomer, 'POST', `/billing/sandbox/${checkoutId}/pay`, { card: '4242424242424242' })).statusCode).toBe(404);
    const event = stripeEvent('evt_sandbox', 'customer.subscription.deleted', new Date(), { id: 'sub_fake', status: 'canceled' });
    expect((await postWebhook(t, 'sandbox', event, SANDBOX_SECRET)).statusCode).toBe(400);
    expect((await postWebhook(t, 'stripe', event, 'whsec_wrong')).statusCode).toBe(400);
    expect((await subscriptionsOf(t, owner.companyId))[0]!.status).toBe('active');
  });

  it('expires the open Stripe session when the owner starts another, so only one page can be paid', async () => {
    const switcher = await signedInUser(t);
    const first = (await api(t, switcher, 'POST', '/billing/checkout', { plan: 'starter', interval: 'month' })).json().data;
    const { providerSessionId } = await checkoutRow(t, first.checkoutId);
    const second = await api(t, switcher, 'POST', '/billing/checkout', { plan: 'starter', interval: 'year' });
    expect(second.statusCode, second.body).toBe(200);
    expect(fake.seen.some((seen) => seen.method === 'POST' && seen.path === `/v1/checkout/sessions/${providerSessionId}/expire`)).toBe(true);
    expect((await checkoutRow(t, first.checkoutId)).status).toBe('expired');
    expect((await checkoutRow(t, second.json().data.checkoutId)).status).toBe('open');
  });
});
