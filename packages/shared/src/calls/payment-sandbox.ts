import { checkoutPathSchema } from '../schemas/billing';
import { sandboxCheckoutSchema, sandboxPaidSchema, sandboxPayBodySchema } from '../schemas/payment-sandbox';
import { defineCall } from './define-call';

/**
 * The in-app sandbox payment page's calls (docs/rules/billing.md#card-payments): only while no Stripe keys are configured,
 * and only for the company's owners and their own checkouts.
 */
export const paymentSandboxCalls = {
  checkout: defineCall({
    method: 'GET',
    path: '/billing/sandbox/:checkoutId',
    summary: 'A sandbox checkout: its plan, price and status, for the sandbox payment page',
    params: checkoutPathSchema,
    answer: sandboxCheckoutSchema,
  }),
  pay: defineCall({
    method: 'POST',
    path: '/billing/sandbox/:checkoutId/pay',
    summary: 'Pays a sandbox checkout with a test card; the sandbox sends itself the signed webhooks',
    params: checkoutPathSchema,
    body: sandboxPayBodySchema,
    answer: sandboxPaidSchema,
  }),
};
