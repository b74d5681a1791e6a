import { z } from 'zod';
import { billingIntervalSchema, planIdSchema } from '../rules/plans';
import { idTextSchema } from './ids';

/** Which payment provider took a payment: the in-app sandbox (no Stripe keys, the default) or Stripe. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

const limitsSchema = z.object({
  openEvents: z.number().int().nullable(),
  accountsPerEvent: z.number().int().nullable(),
  users: z.number().int().nullable(),
});

export const billingPlanSchema = z.object({
  id: planIdSchema,
  limits: limitsSchema,
  /** Cents, VAT included. */
  prices: z.object({ month: z.number().int(), year: z.number().int() }),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'ended'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** "My subscriptions" (docs/rules/billing.md#billing-page): one row each, the newest first. */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  plan: planIdSchema,
  interval: billingIntervalSchema,
  status: subscriptionStatusSchema,
  /** ISO instant the paid period ends (and, without auto-renew, the subscription). */
  currentPeriodEnd: z.string(),
  /** The auto-renew toggle (docs/rules/billing.md#billing-page): 'Activated' when true, 'Deactivated' when false. */
  autoRenew: z.boolean(),
  provider: paymentProviderSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
  /** The provider's page of the invoice, when it has one. */
  hostedUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The company's licence state: on trial (or its end), licensed (or its end). */
export const LICENSE_STATES = ['trial', 'trial_ended', 'licensed', 'license_ended'] as const;
export const licenseStateSchema = z.enum(LICENSE_STATES);
export type LicenseState = z.infer<typeof licenseStateSchema>;

/** GET /api/billing: everything /profile/billing shows (owners only). */
export const billingOverviewSchema = z.object({
  provider: paymentProviderSchema,
  state: licenseStateSchema,
  plan: planIdSchema.nullable(),
  /** ISO instants; null where not applicable. */
  trialEndsAt: z.string().nullable(),
  licenseEndsAt: z.string().nullable(),
  /** Whole days of trial left (0 when ended), null when not on trial. */
  trialDaysLeft: z.number().int().nullable(),
  plans: z.array(billingPlanSchema),
  subscriptions: z.array(subscriptionSchema),
  invoices: z.array(invoiceSchema),
  /** What the company uses now, beside its limits. */
  usage: z.object({ openEvents: z.number().int(), users: z.number().int() }),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** POST /api/billing/checkout: the plan chosen in the subscription prompt. */
export const startCheckoutBodySchema = z.object({ plan: planIdSchema, interval: billingIntervalSchema });
export type StartCheckoutBody = z.infer<typeof startCheckoutBodySchema>;

/** Where the browser goes to pay: Stripe Checkout's page, or the in-app sandbox payment page (a path of the app). */
export const checkoutStartedSchema = z.object({ checkoutId: z.number().int(), url: z.string() });
export type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

export const CHECKOUT_STATUSES = ['open', 'paid', 'failed', 'expired'] as const;
export const checkoutStatusSchema = z.enum(CHECKOUT_STATUSES);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

export const checkoutPathSchema = z.object({ checkoutId: idTextSchema });

/** GET /api/billing/checkout/{checkoutId}: what /payment-success and /payment-failure show. */
export const checkoutOutcomeSchema = z.object({
  checkoutId: z.number().int(),
  status: checkoutStatusSchema,
  plan: planIdSchema,
  interval: billingIntervalSchema,
  /** The provider's reason for a failed payment, in the user's language where known. */
  failureReason: z.string().nullable(),
});
export type CheckoutOutcome = z.infer<typeof checkoutOutcomeSchema>;

/** POST /api/billing/autoRenew */
export const setAutoRenewBodySchema = z.object({ autoRenew: z.boolean() });

/** POST /api/billing/prompt: opens (true) or closes (false) the subscription prompt in every tab of the company. */
export const subscriptionPromptBodySchema = z.object({ open: z.boolean() });
