import {
  PLAN_IDS,
  PLANS,
  licenseStateAt,
  trialDaysLeft,
  mayManageBilling,
  type BillingInterval,
  type BillingOverview,
  type Invoice,
  type PaymentProvider,
  type PlanId,
  type Subscription,
} from '@aula/shared';
import type { Database } from '../../../db/client';
import { forbidden } from '../../../http/domain-error';
import type { AuthenticatedUser } from '../../../plugins/auth';
import { createBillingOverviewRepository, type InvoiceRow, type SubscriptionRow } from './repository';

type Deps = {
  now: () => Date;
  /** The provider a new payment goes to: Stripe when its keys are configured, else the in-app sandbox. */
  provider: () => PaymentProvider;
};

// Only the payment webhooks write these columns, from the provider's validated events.
const asPlan = (value: string) => value as PlanId;
const asInterval = (value: string) => value as BillingInterval;
const knownPlan = (value: string | null): PlanId | null => (PLAN_IDS as readonly (string | null)[]).includes(value) ? (value as PlanId) : null;

function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    plan: asPlan(row.plan),
    interval: asInterval(row.interval),
    status: row.status as Subscription['status'],
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    autoRenew: row.autoRenew,
    provider: row.provider as PaymentProvider,
  };
}

function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    hostedUrl: row.hostedUrl,
  };
}

/** GET /api/billing (docs/rules/billing.md#billing-page): the company's licence, plans, subscriptions, invoices and usage, for owners. */
export function createBillingOverviewService(db: Database, deps: Deps) {
  const repository = createBillingOverviewRepository(db);

  return {
    async overview(user: AuthenticatedUser): Promise<BillingOverview> {
      if (!mayManageBilling(user.role)) throw forbidden();
      const now = deps.now();
      const [company, subscriptions, invoices, openEvents, users] = await Promise.all([
        repository.company(user.companyId),
        repository.subscriptions(user.companyId),
        repository.invoices(user.companyId),
        repository.openEvents(user.companyId, now),
        repository.users(user.companyId),
      ]);
      if (!company) throw forbidden();
      const state = licenseStateAt(company, now);
      const onTrial = state === 'trial' || state === 'trial_ended';
      const daysLeft = onTrial ? trialDaysLeft(company.trialEndsAt, now) : null;
      return {
        provider: deps.provider(),
        state,
        plan: onTrial ? null : knownPlan(company.plan),
        trialEndsAt: company.trialEndsAt?.toISOString() ?? null,
        licenseEndsAt: company.licenseEndsAt?.toISOString() ?? null,
        trialDaysLeft: daysLeft,
        plans: PLAN_IDS.map((id) => PLANS[id]),
        subscriptions: subscriptions.map(presentSubscription),
        invoices: invoices.map(presentInvoice),
        usage: { openEvents, users },
      };
    },
  };
}

export type BillingOverviewService = ReturnType<typeof createBillingOverviewService>;
