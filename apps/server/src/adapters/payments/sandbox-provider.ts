import crypto from 'node:crypto';
import { PLAN_CURRENCY, PLANS, type BillingInterval, type PlanId } from '@aula/shared';
import type { PaymentProvider, SelfDeliveredEvent, SubscriptionRef } from './payment-provider';
import { verifyStripeSignedEvent } from './verify-signature';

/** The sandbox's test cards (docs/rules/billing.md#card-payments), the same numbers as Stripe's test mode. */
export const SANDBOX_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

/** The open checkout the sandbox page pays. */
export type SandboxCheckout = {
  providerSessionId: string;
  checkoutId: number;
  companyId: number;
  customerId: string | null;
  plan: PlanId;
  interval: BillingInterval;
};

export type SandboxPayment = { outcome: 'paid' | 'declined'; events: SelfDeliveredEvent[] };

const randomId = (prefix: string) => `${prefix}_sandbox_${crypto.randomBytes(12).toString('hex')}`;
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The end of a period that starts at `start`: one calendar month or year later (UTC). */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/**
 * The in-app payment provider that stands in for Stripe without keys (docs/rules/billing.md#card-payments,
 * docs/decisions/0051-card-payments.md): its checkout page is the app's /sandbox-checkout/{id}, and paying there makes
 * the events Stripe would send, in Stripe's shape, which the app then delivers to itself signed in
 * Stripe's scheme with the sandbox's own secret, through the same verification as Stripe's webhooks.
 */
export function createSandboxPaymentProvider({ webhookSecret, now }: { webhookSecret: string; now: () => Date }) {
  const event = (type: string, object: Record<string, unknown>): SelfDeliveredEvent => ({
    rawBody: JSON.stringify({ id: randomId('evt'), object: 'event', type, created: seconds(now()), livemode: false, data: { object } }),
  });

  const subscriptionObject = (ref: Omit<SubscriptionRef, 'status'> & { start: Date; autoRenew: boolean }) => ({
    id: ref.providerSubscriptionId,
    object: 'subscription',
    customer: ref.customerId,
    status: 'active',
    cancel_at_period_end: !ref.autoRenew,
    metadata: { company_id: String(ref.companyId), plan: ref.plan, interval: ref.interval },
    items: {
      data: [
        {
          current_period_start: seconds(ref.start),
          current_period_end: seconds(ref.currentPeriodEnd),
          price: { currency: PLAN_CURRENCY, unit_amount: PLANS[ref.plan].prices[ref.interval], recurring: { interval: ref.interval } },
        },
      ],
    },
  });

  const provider = {
    name: 'sandbox',

    async createCheckout({ checkoutId }) {
      return { providerSessionId: randomId('cs'), url: `/sandbox-checkout/${checkoutId}` };
    },

    // The sandbox's page pays only checkouts still open in the app's own rows, which the caller closes.
    async expireCheckout() {},

    verifyWebhook: (rawBody, signature) => verifyStripeSignedEvent(rawBody, signature, webhookSecret),

    async setAutoRenew(subscription, autoRenew) {
      const start = new Date(now());
      return [event('customer.subscription.updated', subscriptionObject({ ...subscription, start, autoRenew }))];
    },
  } satisfies PaymentProvider;

  return {
    ...provider,

    /** Signs a body as Stripe does (`t=…,v1=…`), at the time of delivery. */
    sign(rawBody: string): string {
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = crypto.createHmac('sha256', webhookSecret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
      return `t=${timestamp},v1=${signature}`;
    },

    /**
     * Pays a checkout with a test card: the good card makes a completed checkout, an active
     * subscription and its paid invoice; any other card a failed checkout.
     */
    pay(checkout: SandboxCheckout, card: string): SandboxPayment {
      const metadata = { company_id: String(checkout.companyId), plan: checkout.plan, interval: checkout.interval, checkout_id: String(checkout.checkoutId) };
      const session = { id: checkout.providerSessionId, object: 'checkout.session', mode: 'subscription', client_reference_id: String(checkout.checkoutId), metadata };
      if (card !== SANDBOX_CARDS.succeeds) {
        // Not in Stripe's session object: the sandbox names why, so the failure page can say it.
        const failed = { ...session, status: 'open', payment_status: 'unpaid', failure_code: 'card_declined' };
        return { outcome: 'declined', events: [event('checkout.session.async_payment_failed', failed)] };
      }
      const start = now();
      const customerId = checkout.customerId ?? randomId('cus');
      const subscriptionId = randomId('sub');
      const end = periodEnd(start, checkout.interval);
      const amount = PLANS[checkout.plan].prices[checkout.interval];
      const subscription = subscriptionObject({ ...checkout, customerId, providerSubscriptionId: subscriptionId, currentPeriodEnd: end, start, autoRenew: true });
      const invoice = {
        id: randomId('in'),
        object: 'invoice',
        number: `SBX-${checkout.checkoutId}-${seconds(start)}`,
        customer: customerId,
        amount_paid: amount,
        currency: PLAN_CURRENCY,
        status: 'paid',
        created: seconds(start),
        hosted_invoice_url: null,
        period_start: seconds(start),
        period_end: seconds(end),
        lines: { data: [{ period: { start: seconds(start), end: seconds(end) } }] },
        parent: { subscription_details: { subscription: subscriptionId, metadata: subscription.metadata } },
      };
      return {
        outcome: 'paid',
        events: [
          event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid', customer: customerId, subscription: subscriptionId }),
          event('customer.subscription.created', subscription),
          event('invoice.paid', invoice),
        ],
      };
    },
  };
}

export type SandboxPaymentProvider = ReturnType<typeof createSandboxPaymentProvider>;
