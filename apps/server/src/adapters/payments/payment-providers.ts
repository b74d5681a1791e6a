import crypto from 'node:crypto';
import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from './sandbox-provider';
import { createStripePaymentProvider } from './stripe-provider';

/** The configured provider, and the sandbox's own calls when the sandbox is the provider (never beside Stripe). */
export type PaymentProviders = { provider: PaymentProvider; sandbox: SandboxPaymentProvider | null };

/**
 * Stripe when its keys are configured, else the sandbox (docs/rules/billing.md#card-payments). The sandbox signs with
 * SANDBOX_WEBHOOK_SECRET or, by default, a secret derived from the secrets key, so that every
 * instance of a deployment verifies what any other signed.
 */
export function createPaymentProviders(config: Config, { now, secretsKey }: { now: () => Date; secretsKey: Buffer }): PaymentProviders {
  const { stripe, sandboxWebhookSecret } = config.payments;
  if (stripe) return { provider: createStripePaymentProvider(stripe), sandbox: null };
  const webhookSecret = sandboxWebhookSecret ?? crypto.createHmac('sha256', secretsKey).update('aula sandbox payment webhooks').digest('hex');
  const sandbox = createSandboxPaymentProvider({ webhookSecret, now });
  return { provider: sandbox, sandbox };
}
