import type { BillingInterval, PaymentProvider as PaymentProviderName, PlanId } from '@aula/shared';

/** What a checkout is for; the provider's page sends the browser back to one of the URLs. */
export type CheckoutRequest = {
  checkoutId: number;
  companyId: number;
  /** The paying user's address, so the provider's receipts reach them. */
  email: string;
  plan: PlanId;
  interval: BillingInterval;
  successUrl: string;
  cancelUrl: string;
};

export type ProviderCheckout = { providerSessionId: string; url: string };

/** A verified event of the provider, in Stripe's shape (the sandbox sends the same shape). */
export type ProviderEvent = { id: string; type: string; created: Date; object: unknown };

/**
 * An event a provider delivers to this app itself (the sandbox): its body, signed only when it is
 * delivered, so a delivery retried after a restart is still within the signature's tolerance.
 */
export type SelfDeliveredEvent = { rawBody: string };

/** The signature header of both providers (the sandbox signs like Stripe, with its own secret). */
export const SIGNATURE_HEADER = 'stripe-signature';

/** The body or signature of a webhook did not verify: answered 400, nothing applied. */
export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`Webhook signature not verified: ${reason}`);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * A card-payment provider (docs/rules/billing.md#card-payments): Stripe Checkout, or the in-app sandbox that stands in for
 * it without keys. Only its verified webhooks change a licence (docs/decisions/0051-card-payments.md).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  /** Closes an open checkout so it can no longer be paid; one that was paid or closed meanwhile is left as it is. */
  expireCheckout(providerSessionId: string): Promise<void>;
  /** The event a webhook carries; WebhookSignatureError when its signature does not match the raw body. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent;
  /**
   * Asks the provider to renew the subscription at its period's end or not. The stored flag follows
   * the provider's webhook; the webhooks the provider sends itself (the sandbox) are answered here.
   */
  setAutoRenew(subscription: SubscriptionRef, autoRenew: boolean): Promise<SelfDeliveredEvent[]>;
}

/** A stored subscription, as much as a provider needs to act on it. */
export type SubscriptionRef = {
  providerSubscriptionId: string;
  customerId: string | null;
  companyId: number;
  plan: PlanId;
  interval: BillingInterval;
  status: string;
  currentPeriodEnd: Date;
};
