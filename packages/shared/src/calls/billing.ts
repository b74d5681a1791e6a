import { okSchema } from '../schemas/auth';
import {
  billingOverviewSchema,
  checkoutOutcomeSchema,
  checkoutPathSchema,
  checkoutStartedSchema,
  setAutoRenewBodySchema,
  startCheckoutBodySchema,
  subscriptionPromptBodySchema,
} from '../schemas/billing';
import { defineCall } from './define-call';

/**
 * Billing and subscriptions (docs/rules/billing.md#billing-page), for the company's owners. The licence changes only
 * through the provider's verified webhooks (POST /api/billing/webhooks/{provider}, raw body, not a
 * browser call and so not declared here).
 */
export const billingCalls = {
  overview: defineCall({ method: 'GET', path: '/billing', summary: "The company's plan, licence, subscriptions, invoices and the plans on offer", answer: billingOverviewSchema }),
  startCheckout: defineCall({
    method: 'POST',
    path: '/billing/checkout',
    summary: 'Starts a card payment for a plan; answers the payment page to open',
    body: startCheckoutBodySchema,
    answer: checkoutStartedSchema,
  }),
  checkout: defineCall({
    method: 'GET',
    path: '/billing/checkout/:checkoutId',
    summary: "A card payment's outcome, for the return pages",
    params: checkoutPathSchema,
    answer: checkoutOutcomeSchema,
  }),
  setAutoRenew: defineCall({
    method: 'POST',
    path: '/billing/autoRenew',
    summary: 'Renews the subscription at the end of its period, or lets it end then',
    body: setAutoRenewBodySchema,
    answer: okSchema,
  }),
  prompt: defineCall({
    method: 'POST',
    path: '/billing/prompt',
    summary: 'Opens or closes the subscription prompt in every tab of the company (showStripe, hideStripe)',
    body: subscriptionPromptBodySchema,
    answer: okSchema,
  }),
};
