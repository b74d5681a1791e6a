import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider as PaymentProviderName } from '@aula/shared';
import type { PaymentProviders } from '../../adapters/payments/payment-providers';
import { WebhookSignatureError } from '../../adapters/payments/payment-provider';
import type { CompanyChanges } from '../auth/session-cache-sync';
import type { SocketPush } from '../realtime/socket-push';
import { applyEvent, type Aftermath } from './apply-event';
import type { PaymentsRepository } from './repository';

type WebhookDeps = {
  repository: PaymentsRepository;
  providers: PaymentProviders;
  companyChanges: CompanyChanges;
  sockets: SocketPush;
  log: FastifyBaseLogger;
};

export type WebhookOutcome = 'applied' | 'ignored' | 'replay';

/**
 * Receives a provider's webhook (docs/rules/billing.md#card-payments): verifies its signature on the raw body, applies the
 * event once through the ledger, then tells the session caches and the company's sockets.
 */
export function createPaymentWebhooks({ repository, providers, companyChanges, sockets, log }: WebhookDeps) {
  const providerNamed = (name: PaymentProviderName) => {
    // Only the configured provider's webhooks count: with Stripe keys, the sandbox's are refused.
    if (providers.provider.name !== name) throw new WebhookSignatureError(`${name} is not the configured payment provider`);
    return providers.provider;
  };

  const follow = (aftermath: Aftermath) => {
    if (aftermath.companyChanged !== null) companyChanges.announce(aftermath.companyChanged);
    if (aftermath.hideStripe !== null) {
      sockets.sendToCompany(aftermath.hideStripe, { action: 'hideStripe' }).catch((error: unknown) => {
        log.error({ err: error, companyId: aftermath.hideStripe }, 'could not close the subscription prompt after a payment');
      });
    }
  };

  return {
    /** The outcome; WebhookSignatureError when the body or signature does not verify (nothing applied). */
    async receive(name: PaymentProviderName, rawBody: Buffer | string, signature: string | undefined): Promise<WebhookOutcome> {
      const event = providerNamed(name).verifyWebhook(rawBody, signature);
      let aftermath: Aftermath | null = null;
      const outcome = await repository.applyOnce({ provider: name, ...event }, async (tx) => {
        const result = await applyEvent(tx, name, event);
        aftermath = result.aftermath;
        return result.outcome;
      });
      if (aftermath) follow(aftermath);
      log.info({ provider: name, eventId: event.id, type: event.type, outcome }, 'payment webhook');
      return outcome;
    },
  };
}

export type PaymentWebhooks = ReturnType<typeof createPaymentWebhooks>;
