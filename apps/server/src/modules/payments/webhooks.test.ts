import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SANDBOX_SECRET, api, companyOf, ledgerRows, postWebhook, stripeEvent, subscriptionsOf } from './payments-test-support';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

describe('payment webhooks: signature, ledger and order', () => {
  let t: TestApp;
  let buyer: SignedInUser;
  let subscriptionId: string;
  let base: Date;

  const subscriptionObject = (plan: string, end: Date, extra: object = {}) => ({
    id: subscriptionId,
    object: 'subscription',
    customer: 'cus_sandbox_hook',
    status: 'active',
    cancel_at_period_end: false,
    metadata: { company_id: String(buyer.companyId), plan, interval: 'month' },
    items: { data: [{ current_period_end: seconds(end), price: { recurring: { interval: 'month' } } }] },
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
    buyer = await signedInUser(t);
    const { checkoutId } = (await api(t, buyer, 'POST', '/billing/checkout', { plan: 'starter', interval: 'month' })).json().data;
    await api(t, buyer, 'POST', `/billing/sandbox/${checkoutId}/pay`, { card: '4242424242424242' });
    const [subscription] = await subscriptionsOf(t, buyer.companyId);
    subscriptionId = subscription!.providerSubscriptionId;
    base = subscription!.lastEventAt;
  });
  afterAll(() => t.close());

  it('applies an event delivered twice once', async () => {
    const end = new Date(base.getTime() + 40 * 24 * 3600 * 1000);
    const event = stripeEvent('evt_twice', 'customer.subscription.updated', new Date(base.getTime() + 10_000), subscriptionObject('professional', end));
    const first = await postWebhook(t, 'sandbox', event, SANDBOX_SECRET);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().outcome).toBe('applied');
    const licensed = await companyOf(t, buyer.companyId);
    expect(licensed.plan).toBe('professional');

    // Between the deliveries the company changes by another way; the replay must not undo that.
    const newer = stripeEvent('evt_newer', 'customer.subscription.updated', new Date(base.getTime() + 20_000), subscriptionObject('enterprise', end));
    expect((await postWebhook(t, 'sandbox', newer, SANDBOX_SECRET)).json().outcome).toBe('applied');
    const again = await postWebhook(t, 'sandbox', event, SANDBOX_SECRET);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('replay');
    expect((await companyOf(t, buyer.companyId)).plan).toBe('enterprise');
    expect(await ledgerRows(t, 'evt_twice')).toHaveLength(1);
  });

  it('changes nothing for a subscription event older than the last one applied', async () => {
    const before = await companyOf(t, buyer.companyId);
    const [subscriptionBefore] = await subscriptionsOf(t, buyer.companyId);
    const stale = stripeEvent('evt_stale', 'customer.subscription.updated', new Date(base.getTime() + 15_000), subscriptionObject('starter', base, { cancel_at_period_end: true }));
    const res = await postWebhook(t, 'sandbox', stale, SANDBOX_SECRET);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
    expect(await companyOf(t, buyer.companyId)).toEqual(before);
    expect(await subscriptionsOf(t, buyer.companyId)).toEqual([subscriptionBefore]);
    expect((await ledgerRows(t, 'evt_stale'))[0]!.outcome).toBe('ignored');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const before = await companyOf(t, buyer.companyId);
    const forged = stripeEvent('evt_forged', 'customer.subscription.deleted', new Date(base.getTime() + 60_000), subscriptionObject('starter', base));
    const wrongSecret = await postWebhook(t, 'sandbox', forged, 'not-the-sandbox-secret');
    expect(wrongSecret.statusCode).toBe(400);
    const noSignature = await postWebhook(t, 'sandbox', forged, SANDBOX_SECRET, '');
    expect(noSignature.statusCode).toBe(400);
    const garbage = await t.app.inject({ method: 'POST', url: '/api/billing/webhooks/sandbox', headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' }, payload: 'x' });
    expect(garbage.statusCode).toBe(400);
    // With the sandbox configured, Stripe's webhooks are not accepted at all.
    expect((await postWebhook(t, 'stripe', forged, SANDBOX_SECRET)).statusCode).toBe(400);
    expect(await companyOf(t, buyer.companyId)).toEqual(before);
    expect(await ledgerRows(t, 'evt_forged')).toEqual([]);
  });

  it('answers 200 to an unknown event type and records it as ignored', async () => {
    const res = await postWebhook(t, 'sandbox', stripeEvent('evt_unknown', 'customer.tax_id.created', new Date(), { id: 'txi_1' }), SANDBOX_SECRET);
    expect(res.statusCode).toBe(200);
    expect((await ledgerRows(t, 'evt_unknown'))[0]).toMatchObject({ provider: 'sandbox', type: 'customer.tax_id.created', outcome: 'ignored' });
  });

  it('neither shortens nor adds to the licence when a second subscription of the company starts', async () => {
    const owner = await signedInUser(t);
    const { checkoutId } = (await api(t, owner, 'POST', '/billing/checkout', { plan: 'professional', interval: 'month' })).json().data;
    await api(t, owner, 'POST', `/billing/sandbox/${checkoutId}/pay`, { card: '4242424242424242' });
    const licensed = await companyOf(t, owner.companyId);
    const [first] = await subscriptionsOf(t, owner.companyId);
    const second = (id: string, plan: string, end: Date) => ({
      id,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
      metadata: { company_id: String(owner.companyId), plan, interval: 'month' },
      items: { data: [{ current_period_end: seconds(end), price: { recurring: { interval: 'month' } } }] },
    });
    const at = new Date(first!.lastEventAt.getTime() + 1000);

    // Paid the same month twice: the licence ends when the first does, not a month later.
    const sameMonth = stripeEvent('evt_second_same', 'customer.subscription.created', at, second('sub_second_same', 'starter', first!.currentPeriodEnd));
    expect((await postWebhook(t, 'sandbox', sameMonth, SANDBOX_SECRET)).json().outcome).toBe('applied');
    expect(await companyOf(t, owner.companyId)).toMatchObject({ plan: 'professional', licenseEndsAt: licensed.licenseEndsAt });

    // One that ends later carries the licence on from there.
    const later = new Date(licensed.licenseEndsAt!.getTime() + 10 * 24 * 3600 * 1000);
    const longer = stripeEvent('evt_second_longer', 'customer.subscription.created', at, second('sub_second_longer', 'enterprise', later));
    expect((await postWebhook(t, 'sandbox', longer, SANDBOX_SECRET)).json().outcome).toBe('applied');
    expect(await companyOf(t, owner.companyId)).toMatchObject({ plan: 'enterprise', licenseEndsAt: later });
    expect(await subscriptionsOf(t, owner.companyId)).toHaveLength(3);
  });

  it('ends the licence when the subscription is deleted', async () => {
    const at = new Date(base.getTime() + 30_000);
    const end = new Date(base.getTime() + 40 * 24 * 3600 * 1000);
    const deleted = stripeEvent('evt_deleted', 'customer.subscription.deleted', at, subscriptionObject('enterprise', end, { status: 'canceled', ended_at: seconds(at) }));
    expect((await postWebhook(t, 'sandbox', deleted, SANDBOX_SECRET)).json().outcome).toBe('applied');
    const company = await companyOf(t, buyer.companyId);
    expect(company.licenseEndsAt).toEqual(at);
    expect((await subscriptionsOf(t, buyer.companyId))[0]).toMatchObject({ status: 'ended', autoRenew: false });
  });
});
