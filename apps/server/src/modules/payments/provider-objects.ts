import { z } from 'zod';
import { billingIntervalSchema, planIdSchema, type BillingInterval, type PlanId } from '@aula/shared';

/**
 * The parts of Stripe's objects (API 2025 and later, which the sandbox imitates) that the webhooks
 * apply. Parsed leniently: Stripe adds fields, and an object this app cannot read is ignored.
 */
const idOf = z.union([z.string(), z.object({ id: z.string() })]).transform((value) => (typeof value === 'string' ? value : value.id));
const metadataSchema = z.record(z.string(), z.string()).default({});
const instant = z.number().transform((s) => new Date(s * 1000));

export const checkoutSessionSchema = z.object({
  id: z.string(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  metadata: metadataSchema.nullish(),
  /** The sandbox's reason for a declined card; Stripe's sessions carry none. */
  failure_code: z.string().optional(),
});

export const subscriptionObjectSchema = z.object({
  id: z.string(),
  customer: idOf.nullish(),
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  ended_at: instant.nullish(),
  metadata: metadataSchema.nullish(),
  /** Before API 2025-03-31 the period sat on the subscription; since then on its items. */
  current_period_end: instant.optional(),
  items: z
    .object({
      data: z.array(z.object({ current_period_end: instant.optional(), price: z.object({ recurring: z.object({ interval: z.string() }).nullish() }).nullish() })),
    })
    .optional(),
});
export type SubscriptionObject = z.infer<typeof subscriptionObjectSchema>;

export const invoiceObjectSchema = z.object({
  id: z.string(),
  number: z.string().nullish(),
  customer: idOf.nullish(),
  amount_paid: z.number().int(),
  amount_due: z.number().int().optional(),
  currency: z.string(),
  status: z.string().nullish(),
  created: instant,
  hosted_invoice_url: z.string().nullish(),
  period_start: instant,
  period_end: instant,
  lines: z.object({ data: z.array(z.object({ period: z.object({ start: instant, end: instant }) })) }).optional(),
  /** Since API 2025-03-31 an invoice names its subscription here; before, in `subscription`. */
  parent: z.object({ subscription_details: z.object({ subscription: idOf, metadata: metadataSchema.nullish() }).nullish() }).nullish(),
  subscription: idOf.nullish(),
});
export type InvoiceObject = z.infer<typeof invoiceObjectSchema>;

/** The company, plan and interval this app put into the metadata of the checkout and its subscription. */
export function ourMetadata(metadata: Record<string, string> | null | undefined): { companyId: number | null; plan: PlanId | null; interval: BillingInterval | null } {
  const companyId = Number(metadata?.company_id);
  const plan = planIdSchema.safeParse(metadata?.plan);
  const interval = billingIntervalSchema.safeParse(metadata?.interval);
  return {
    companyId: Number.isSafeInteger(companyId) && companyId > 0 ? companyId : null,
    plan: plan.success ? plan.data : null,
    interval: interval.success ? interval.data : null,
  };
}

/** The end of the subscription's paid period, wherever the API version put it. */
export function periodEndOf(subscription: SubscriptionObject): Date | null {
  return subscription.items?.data[0]?.current_period_end ?? subscription.current_period_end ?? null;
}

/** The interval from the metadata, else from the price. */
export function intervalOf(subscription: SubscriptionObject): BillingInterval | null {
  const fromPrice = billingIntervalSchema.safeParse(subscription.items?.data[0]?.price?.recurring?.interval);
  return ourMetadata(subscription.metadata).interval ?? (fromPrice.success ? fromPrice.data : null);
}

/** Stripe's statuses in ours: the licence runs while 'active' or 'past_due' (Stripe is retrying the card). */
export function statusOf(stripeStatus: string): 'active' | 'past_due' | 'ended' | null {
  if (stripeStatus === 'active' || stripeStatus === 'trialing') return 'active';
  if (stripeStatus === 'past_due' || stripeStatus === 'unpaid') return 'past_due';
  if (stripeStatus === 'canceled' || stripeStatus === 'incomplete_expired') return 'ended';
  // 'incomplete' (the first payment is under way) and 'paused' change nothing.
  return null;
}

/** The subscription an invoice belongs to, in either API version. */
export const invoiceSubscriptionId = (invoice: InvoiceObject): string | null =>
  invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
