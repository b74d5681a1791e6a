import Stripe from 'stripe';
import { PLAN_CURRENCY, PLANS } from '@aula/shared';
import type { PaymentProvider } from './payment-provider';
import { verifyStripeSignedEvent } from './verify-signature';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl: string | undefined };

/** Stripe's client; `apiUrl` points it at another host (a local fake Stripe in tests). */
function createClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}

/**
 * Stripe Checkout in subscription mode (docs/decisions/0051-card-payments.md): the price comes from
 * PLANS as price_data, so no product has to be set up in Stripe's dashboard first. The company,
 * plan and checkout ride in metadata on the session and its subscription, so every later webhook
 * finds its company.
 */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = createClient(settings);
  return {
    name: 'stripe',

    async createCheckout({ checkoutId, companyId, email, plan, interval, successUrl, cancelUrl }) {
      const metadata = { company_id: String(companyId), plan, interval, checkout_id: String(checkoutId) };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: String(checkoutId),
        customer_email: email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: PLAN_CURRENCY,
              unit_amount: PLANS[plan].prices[interval],
              recurring: { interval },
              product_data: { name: `Aula ${plan}` },
            },
          },
        ],
        metadata,
        subscription_data: { metadata },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { providerSessionId: session.id, url: session.url };
    },

    async expireCheckout(providerSessionId) {
      try {
        await stripe.checkout.sessions.expire(providerSessionId);
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open; its webhooks tell what happened.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },

    verifyWebhook: (rawBody, signature) => verifyStripeSignedEvent(rawBody, signature, settings.webhookSecret),

    async setAutoRenew(subscription, autoRenew) {
      // The stored flag changes when Stripe's customer.subscription.updated arrives.
      await stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: !autoRenew });
      return [];
    },
  };
}
