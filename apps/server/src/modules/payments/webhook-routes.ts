import type { FastifyInstance } from 'fastify';
import { paymentProviderSchema } from '@aula/shared';
import { SIGNATURE_HEADER, WebhookSignatureError } from '../../adapters/payments/payment-provider';

/** Webhook bodies are small JSON events; Stripe's are well under this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * POST /api/billing/webhooks/{stripe|sandbox} (docs/rules/billing.md#card-payments): not a browser call, so not in the
 * shared calls. The signature covers the exact bytes, so this scope keeps every body raw; a body
 * that does not verify answers 400 and changes nothing, an unknown event 200 (the ledger says 'ignored').
 */
export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { paymentWebhooks } = app.services;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post<{ Params: { provider: string } }>('/billing/webhooks/:provider', async (request, reply) => {
    const provider = paymentProviderSchema.safeParse(request.params.provider);
    if (!provider.success) return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    const signature = request.headers[SIGNATURE_HEADER];
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    try {
      const outcome = await paymentWebhooks.receive(provider.data, body, typeof signature === 'string' ? signature : undefined);
      return { received: true, outcome };
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      request.log.warn({ provider: provider.data, reason: error.message }, 'payment webhook refused');
      return reply.code(400).send({ error: { code: 'validation_failed', message: 'Webhook signature not verified' } });
    }
  });
}
