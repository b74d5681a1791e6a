import Stripe from 'stripe';
import { expect } from 'vitest';
import type { WebSocket } from 'ws';
import { bearer, type SignedInUser } from '../../test/accounts';
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

const nextMessage = (socket: WebSocket) =>
  new Promise<Record<string, unknown>>((resolve) => socket.once('message', (raw) => resolve(JSON.parse(raw.toString()))));

/** A console socket of the user, authenticated. */
export async function openConsoleSocket(t: TestApp, user: Pick<SignedInUser, 'token'>): Promise<WebSocket> {
  const ticket = await api(t, user, 'POST', '/socketTicket');
  expect(ticket.statusCode, ticket.body).toBe(200);
  const socket = await t.app.injectWS('/api/ws');
  const reply = nextMessage(socket);
  socket.send(JSON.stringify({ action: 'auth', ticket: ticket.json().data.ticket }));
  expect(await reply).toEqual({ action: 'authenticated', at: expect.any(String) });
  return socket;
}

/** The messages a socket receives from now on. */
export function collect(socket: WebSocket): Record<string, unknown>[] {
  const messages: Record<string, unknown>[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  return messages;
}

/** Waits until `check` holds, polling briefly (socket pushes arrive through the pub/sub). */
export async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
