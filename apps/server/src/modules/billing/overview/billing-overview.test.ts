import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS, addDays, type BillingOverview } from '@aula/shared';
import { invoices, subscriptions } from '../../../db/schema';
import { bearer, signedInUser, type SignedInUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EVENTS_TEST_ENV, eventsClient, inDays } from '../../events/events-test-support';
import { billingFixtures } from '../../../test/billing-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/billing', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  const overview = (token: string) => t.app.inject({ method: 'GET', url: '/api/billing', headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp({ ...EVENTS_TEST_ENV, TRIAL_DAYS: '14' });
    owner = await signedInUser(t);
    stranger = await signedInUser(t);
  });
  afterAll(async () => t.close());

  it('answers the trial, its days left, the plans and the usage to an owner', async () => {
    const events = eventsClient(t, owner.token);
    await events.post(`/publishEvent/${await events.create({ name: 'Open Expo' })}`);
    await events.create({ name: 'Draft Fair' });
    const res = await overview(owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as BillingOverview;
    expect(data).toMatchObject({ provider: 'sandbox', state: 'trial', plan: null, licenseEndsAt: null, trialDaysLeft: 14 });
    expect(Date.parse(data.trialEndsAt!)).toBeGreaterThan(Date.now() + 13 * DAY_MS);
    expect(data.plans).toEqual([PLANS.starter, PLANS.professional, PLANS.enterprise]);
    expect(data.usage).toEqual({ openEvents: 1, users: 1 });
    expect(data.subscriptions).toEqual([]);
    expect(data.invoices).toEqual([]);
  });

  it('refuses managers and hosts, and signed-out callers', async () => {
    const colleague = await signedInUser(t);
    const fixtures = billingFixtures(t);
    for (const role of ['manager', 'host'] as const) {
      await fixtures.setUser(colleague.id, colleague.companyId, { role });
      const res = await overview(colleague.token);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/billing' })).statusCode).toBe(401);
  });

  it("shows a company's own subscriptions (newest first) and invoices, never another company's", async () => {
    const db = t.database.db;
    const periodEnd = new Date(Date.now() + 20 * DAY_MS);
    const row = (companyId: number, id: string, createdAt: Date) => ({
      companyId,
      provider: 'sandbox',
      providerSubscriptionId: id,
      plan: 'starter',
      interval: 'month',
      status: 'active',
      currentPeriodEnd: periodEnd,
      lastEventAt: createdAt,
      createdAt,
    });
    const [older] = await db.insert(subscriptions).values(row(owner.companyId, 'sub_old', new Date(Date.now() - 40 * DAY_MS))).returning();
    const [newer] = await db.insert(subscriptions).values(row(owner.companyId, 'sub_new', new Date())).returning();
    await db.insert(subscriptions).values(row(stranger.companyId, 'sub_stranger', new Date()));
    await db.insert(invoices).values([
      {
        companyId: owner.companyId,
        subscriptionId: newer!.id,
        provider: 'sandbox',
        providerInvoiceId: 'in_1',
        number: 'AULA-0001',
        amount: 4_900,
        status: 'paid',
        periodStart: new Date(),
        periodEnd,
        issuedAt: new Date(),
        hostedUrl: null,
      },
      {
        companyId: stranger.companyId,
        provider: 'sandbox',
        providerInvoiceId: 'in_2',
        number: 'AULA-0002',
        amount: 4_900,
        status: 'paid',
        periodStart: new Date(),
        periodEnd,
        issuedAt: new Date(),
      },
    ]);
    await billingFixtures(t).setCompany(owner.companyId, { license: 'licensed', plan: 'starter', licenseEndsAt: periodEnd });

    const data = (await overview(owner.token)).json().data as BillingOverview;
    expect(data).toMatchObject({ state: 'licensed', plan: 'starter', trialDaysLeft: null, licenseEndsAt: periodEnd.toISOString() });
    expect(data.subscriptions.map((s) => s.id)).toEqual([newer!.id, older!.id]);
    expect(data.subscriptions[0]).toEqual({
      id: newer!.id,
      plan: 'starter',
      interval: 'month',
      status: 'active',
      currentPeriodEnd: periodEnd.toISOString(),
      autoRenew: true,
      provider: 'sandbox',
    });
    expect(data.invoices).toEqual([expect.objectContaining({ number: 'AULA-0001', amount: 4_900, currency: 'eur', status: 'paid', hostedUrl: null })]);

    const theirs = (await overview(stranger.token)).json().data as BillingOverview;
    expect(theirs.subscriptions.map((s) => s.id)).not.toContain(newer!.id);
    expect(theirs.invoices.map((i) => i.number)).toEqual(['AULA-0002']);
  });

  it('counts only published events that are not closed, as publishing does', async () => {
    const company = await signedInUser(t);
    const fixtures = billingFixtures(t);
    const start = inDays(10);
    const events = eventsClient(t, company.token);
    await events.post(`/publishEvent/${await events.create({ name: 'Summit', closingDate: addDays(start, 2) })}`);
    const usage = async () => ((await overview(company.token)).json().data as BillingOverview).usage;
    expect(await usage()).toEqual({ openEvents: 1, users: 1 });
    // Past the closing date, twelve days ahead.
    await fixtures.setCompany(company.companyId, { license: 'licensed', licenseEndsAt: null });
    t.advanceClock(13 * DAY_MS);
    expect(await usage()).toEqual({ openEvents: 0, users: 1 });
  });
});
