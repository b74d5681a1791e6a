import type { FastifyInstance } from 'fastify';
import { billingCalls, paymentSandboxCalls } from '@aula/shared';
import { OK, route } from '../../http/route';

/**
 * Card payments (docs/rules/billing.md#card-payments): starting a checkout, its outcome, auto-renew, the prompt in every
 * tab, and the sandbox payment page's calls. GET /api/billing (the overview) is the billing screen's.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { payments } = app.services;
  const signedIn = { auth: 'user' } as const;
  route(app, billingCalls.startCheckout, signedIn, async (request) => payments.startCheckout(request.user, request.body));
  route(app, billingCalls.checkout, signedIn, async (request) => payments.checkout(request.user, request.params.checkoutId));
  route(app, billingCalls.setAutoRenew, signedIn, async (request) => {
    await payments.setAutoRenew(request.user, request.body.autoRenew);
    return OK;
  });
  route(app, billingCalls.prompt, signedIn, async (request) => {
    await payments.prompt(request.user, request.body.open);
    return OK;
  });
  route(app, paymentSandboxCalls.checkout, signedIn, async (request) => payments.sandboxCheckout(request.user, request.params.checkoutId));
  route(app, paymentSandboxCalls.pay, signedIn, async (request) => payments.sandboxPay(request.user, request.params.checkoutId, request.body.card));
}
