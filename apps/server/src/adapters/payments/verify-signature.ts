import Stripe from 'stripe';
import { WebhookSignatureError, type ProviderEvent } from './payment-provider';

/** Seconds a signed webhook stays acceptable, Stripe's default: older ones are refused as replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Verifies a webhook signed in Stripe's scheme (`t=…,v1=HMAC-SHA256(secret, "t.body")`) with
 * Stripe's own code, for Stripe's webhooks and the sandbox's alike, and reads the event's envelope.
 */
export function verifyStripeSignedEvent(rawBody: Buffer | string, signature: string | undefined, secret: string): ProviderEvent {
  if (!signature) throw new WebhookSignatureError('no signature header');
  let event: { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } };
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS) as typeof event;
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.created !== 'number' || !event.data) {
    throw new WebhookSignatureError('not an event');
  }
  return { id: event.id, type: event.type, created: new Date(event.created * 1000), object: event.data.object };
}
