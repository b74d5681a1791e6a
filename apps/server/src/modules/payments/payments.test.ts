import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@aula/shared';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { injectedConsoleSocket } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { periodEnd } from '../../adapters/payments/sandbox-provider';
import { LICENSE_GRACE_DAYS } from './apply-event';
import { SANDBOX_BACKSTOP_DELAY_MS } from './sandbox-delivery';
import {
  SANDBOX_SECRET,
  api,
  checkoutRow,
  companyOf,
  demoteToManager,
  eventually,
  invoicesOf,
  pushesTo,
  subscriptionsOf,
} from './payments-test-support';

const DAY_MS = 24 * 3600 * 1000;

describe('card payments through the sandbox', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
    owner = await signedInUser(t);
    stranger = await signedInUser(t);
  });
  afterAll(() => t.close());

  const start = async (user: SignedInUser, plan = 'starter', interval = 'month') => {
    const res = await api(t, user, 'POST', '/billing/checkout', { plan, interval });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { checkoutId: number; url: string };
  };

  it('starts a checkout for owners only, on the sandbox page, and keeps it to the company', async () => {
    const { checkoutId, url } = await start(owner, 'professional', 'year');
    // The app's own page, on whichever address the browser uses.
    expect(url).toBe(`/sandbox-checkout/${checkoutId}`);
    expect(await checkoutRow(t, checkoutId)).toMatchObject({ companyId: owner.companyId, provider: 'sandbox', plan: 'professional', interval: 'year', status: 'open' });

    const page = await api(t, owner, 'GET', `/billing/sandbox/${checkoutId}`);
    expect(page.json().data).toEqual({ checkoutId, status: 'open', plan: 'professional', interval: 'year', amount: PLANS.professional.prices.year, currency: 'eur' });
    const outcome = await api(t, owner, 'GET', `/billing/checkout/${checkoutId}`);
    expect(outcome.json().data).toEqual({ checkoutId, status: 'open', plan: 'professional', interval: 'year', failureReason: null });

    for (const [method, url, body] of [
      ['GET', `/billing/checkout/${checkoutId}`],
      ['GET', `/billing/sandbox/${checkoutId}`],
      ['POST', `/billing/sandbox/${checkoutId}/pay`, { card: '4242 4242 4242 4242' }],
    ] as const) {
      expect((await api(t, stranger, method, url, body)).statusCode, url).toBe(404);
    }
    expect((await checkoutRow(t, checkoutId)).status).toBe('open');

    const manager = await demoteToManager(t, await signedInUser(t));
    expect((await api(t, manager, 'POST', '/billing/checkout', { plan: 'starter', interval: 'month' })).statusCode).toBe(403);
    expect((await api(t, manager, 'POST', '/billing/prompt', { open: true })).statusCode).toBe(403);
    expect((await api(t, manager, 'POST', '/billing/autoRenew', { autoRenew: false })).statusCode).toBe(403);
  });

  it('licenses the company for the good card, stores the invoice and closes the prompt in its tabs', async () => {
    const buyer = await signedInUser(t);
    const tabs = [await injectedConsoleSocket(t.app, buyer.token), await injectedConsoleSocket(t.app, buyer.token)];
    const strangerTab = await injectedConsoleSocket(t.app, stranger.token);
    const { checkoutId } = await start(buyer, 'starter', 'month');
    const before = new Date();

    const paid = await api(t, buyer, 'POST', `/billing/sandbox/${checkoutId}/pay`, { card: '4242 4242 4242 4242' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toEqual({ status: 'paid', next: `/payment-success?checkout=${checkoutId}` });

    const company = await companyOf(t, buyer.companyId);
    expect(company).toMatchObject({ license: 'licensed', plan: 'starter', paymentProvider: 'sandbox' });
    expect(company.paymentCustomerId).toMatch(/^cus_sandbox_/);
    const expectedEnd = periodEnd(before, 'month').getTime() + LICENSE_GRACE_DAYS * DAY_MS;
    expect(Math.abs(company.licenseEndsAt!.getTime() - expectedEnd)).toBeLessThan(5000);
    const [subscription] = await subscriptionsOf(t, buyer.companyId);
    expect(subscription).toMatchObject({ provider: 'sandbox', plan: 'starter', interval: 'month', status: 'active', autoRenew: true });
    const [invoice] = await invoicesOf(t, buyer.companyId);
    expect(invoice).toMatchObject({ amount: PLANS.starter.prices.month, currency: 'eur', status: 'paid', subscriptionId: subscription!.id });
    expect((await api(t, buyer, 'GET', `/billing/checkout/${checkoutId}`)).json().data.status).toBe('paid');

    await eventually(() => tabs.every((tab) => pushesTo(tab).some((m) => m.action === 'hideStripe')));
    expect(pushesTo(strangerTab)).toEqual([]);
    // A paid checkout cannot be paid again.
    expect((await api(t, buyer, 'POST', `/billing/sandbox/${checkoutId}/pay`, { card: '4242424242424242' })).statusCode).toBe(409);
    // A running subscription is not bought twice: another checkout is refused with the reason.
    const again = await api(t, buyer, 'POST', '/billing/checkout', { plan: 'professional', interval: 'year' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'payment_already_subscribed' });

    // The backstop jobs deliver the same events again later: replays that change nothing.
    t.advanceClock(SANDBOX_BACKSTOP_DELAY_MS + 1000);
    await t.drainJobs();
    expect(await invoicesOf(t, buyer.companyId)).toHaveLength(1);
    expect((await companyOf(t, buyer.companyId)).licenseEndsAt).toEqual(company.licenseEndsAt);
    for (const tab of tabs) tab.socket.terminate();
  });

  it('fails the checkout for the declined card and leaves the licence as it was', async () => {
    const buyer = await signedInUser(t);
    const before = await companyOf(t, buyer.companyId);
    const { checkoutId } = await start(buyer);

    const declined = await api(t, buyer, 'POST', `/billing/sandbox/${checkoutId}/pay`, { card: '4000 0000 0000 0002' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toEqual({ status: 'failed', next: `/payment-failure?checkout=${checkoutId}` });
    const outcome = await api(t, buyer, 'GET', `/billing/checkout/${checkoutId}`);
    expect(outcome.json().data).toMatchObject({ status: 'failed', failureReason: 'The card was declined.' });
    expect(await companyOf(t, buyer.companyId)).toEqual(before);
    expect(await subscriptionsOf(t, buyer.companyId)).toEqual([]);
    expect(await invoicesOf(t, buyer.companyId)).toEqual([]);
    expect((await api(t, buyer, 'POST', `/billing/sandbox/${checkoutId}/pay`, { card: 'not a card' })).statusCode).toBe(400);
  });

  it('turns auto-renew off through the provider: the licence then ends with the period', async () => {
    const buyer = await signedInUser(t);
    expect((await api(t, buyer, 'POST', '/billing/autoRenew', { autoRenew: false })).statusCode).toBe(404);
    const { checkoutId } = await start(buyer, 'enterprise', 'year');
    await api(t, buyer, 'POST', `/billing/sandbox/${checkoutId}/pay`, { card: '4242424242424242' });

    const off = await api(t, buyer, 'POST', '/billing/autoRenew', { autoRenew: false });
    expect(off.statusCode, off.body).toBe(200);
    const [subscription] = await subscriptionsOf(t, buyer.companyId);
    expect(subscription!.autoRenew).toBe(false);
    expect((await companyOf(t, buyer.companyId)).licenseEndsAt).toEqual(subscription!.currentPeriodEnd);

    expect((await api(t, buyer, 'POST', '/billing/autoRenew', { autoRenew: true })).statusCode).toBe(200);
    expect((await subscriptionsOf(t, buyer.companyId))[0]!.autoRenew).toBe(true);
  });

  it('opens and closes the subscription prompt in every tab of the company, and only there', async () => {
    const tabs = [await injectedConsoleSocket(t.app, owner.token), await injectedConsoleSocket(t.app, owner.token)];
    const strangerTab = await injectedConsoleSocket(t.app, stranger.token);
    expect((await api(t, owner, 'POST', '/billing/prompt', { open: true })).statusCode).toBe(200);
    expect((await api(t, owner, 'POST', '/billing/prompt', { open: false })).statusCode).toBe(200);
    await eventually(() => tabs.every((tab) => pushesTo(tab).length === 2));
    for (const tab of tabs) expect(pushesTo(tab)).toEqual([{ action: 'showStripe' }, { action: 'hideStripe' }]);
    expect(pushesTo(strangerTab)).toEqual([]);
    for (const tab of tabs) tab.socket.terminate();
  });
});
