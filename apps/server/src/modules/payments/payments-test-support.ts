import Stripe from 'stripe';
import { bearer, type SignedInUser } from '../../test/accounts';
import type { TestSocket } from '../../test/sockets';
import type { TestApp } from '../../test/test-app';
export { checkoutRow, checkoutsOf, companyOf, demoteToManager, invoicesOf, ledgerRows, subscriptionsOf } from '../../test/payment-rows';

/** The sandbox's webhook secret in tests, so a test can sign events as the sandbox does. */
export const SANDBOX_SECRET = 'sandbox-webhook-secret-for-tests';

export const api = (t: TestApp, user: Pick<SignedInUser, 'token'>, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(user.token), ...(payload && { payload }) });

/** Posts a webhook event signed with `secret` in Stripe's scheme, by Stripe's own test helper. */
export function postWebhook(t: TestApp, provider: 'stripe' | 'sandbox', event: object, secret: string, signature?: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: `/api/billing/webhooks/${provider}`,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    payload,
  });
}

export const stripeEvent = (id: string, type: string, created: Date, object: object) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(created.getTime() / 1000),
  data: { object },
});

/** The messages the server pushed to a console socket since it authenticated. */
export const pushesTo = (socket: TestSocket) => socket.received.filter((message) => message.action !== 'authenticated');

/** Waits until `check` holds, polling briefly (socket pushes arrive through the pub/sub). */
export async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
