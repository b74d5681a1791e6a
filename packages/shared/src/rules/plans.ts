import { z } from 'zod';

/**
 * The plans a company can subscribe to (docs/rules/billing.md#plans). Only the currency (EUR) was given; the
 * plans, their limits and prices are ours (docs/decisions/0054-plans-and-prices.md). A limit of null
 * means no limit. Prices are in cents, VAT included.
 */
export const PLAN_IDS = ['starter', 'professional', 'enterprise'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

export const BILLING_INTERVALS = ['month', 'year'] as const;
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

export type PlanLimits = {
  /** Events that are not closed, at one time. */
  openEvents: number | null;
  /** Attendee accounts in one event. */
  accountsPerEvent: number | null;
  /** Users of the company, the owner included. */
  users: number | null;
};

export type Plan = { id: PlanId; limits: PlanLimits; prices: Record<BillingInterval, number> };

export const PLAN_CURRENCY = 'eur';

export const PLANS: Record<PlanId, Plan> = {
  starter: { id: 'starter', limits: { openEvents: 2, accountsPerEvent: 500, users: 3 }, prices: { month: 4_900, year: 49_000 } },
  professional: { id: 'professional', limits: { openEvents: 10, accountsPerEvent: 2_500, users: 10 }, prices: { month: 14_900, year: 149_000 } },
  enterprise: { id: 'enterprise', limits: { openEvents: null, accountsPerEvent: 10_000, users: null }, prices: { month: 44_900, year: 449_000 } },
};

/**
 * What a company on its trial may use: enough to try the product with a team. The accounts per
 * event are the import's trial limit (`importAccounts` status `trial`, docs/rules/billing.md#plan-limits).
 */
export const TRIAL_LIMITS: PlanLimits = { openEvents: 1, accountsPerEvent: 50, users: 2 };

/** The limits that apply to a company: its plan's, or the trial's when it has none. */
export function limitsOf(plan: PlanId | null): PlanLimits {
  return plan ? PLANS[plan].limits : TRIAL_LIMITS;
}

/**
 * The plan a company's stored licence gives: its plan while licensed (a subscription or an admin's
 * grant), none on a trial or when the stored plan is not one we know (then the trial's limits hold).
 */
export function planOfCompany(company: { license: string; plan: string | null }): PlanId | null {
  const plan = planIdSchema.safeParse(company.plan);
  return company.license === 'licensed' && plan.success ? plan.data : null;
}
