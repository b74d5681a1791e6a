import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { SelfDeliveredEvent } from '../../adapters/payments/payment-provider';
import type { SandboxPaymentProvider } from '../../adapters/payments/sandbox-provider';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import type { PaymentWebhooks } from './webhooks';

/** A sandbox event kept until it has been delivered: the backstop if the process dies before the inline delivery. */
export const sandboxWebhookJob = defineJob('payments.sandbox-webhook', z.object({ rawBody: z.string() }), { maxAttempts: 10 });

/** How long the backstop job waits, so that it normally finds its event already applied. */
export const SANDBOX_BACKSTOP_DELAY_MS = 60_000;

type DeliveryDeps = { sandbox: SandboxPaymentProvider | null; webhooks: PaymentWebhooks; jobs: JobQueue; now: () => Date; log: FastifyBaseLogger };

/**
 * Delivers the events the sandbox makes to this app (docs/decisions/0051-card-payments.md): each is
 * first queued as a job, then delivered at once, in order, signed at delivery through the same
 * verification as Stripe's webhooks. A process that dies in between leaves the jobs, which deliver
 * later; the ledger makes the job a replay when the inline delivery got through.
 */
export function createSandboxDelivery({ sandbox, webhooks, jobs, now, log }: DeliveryDeps) {
  const deliver = async (sandboxProvider: SandboxPaymentProvider, { rawBody }: SelfDeliveredEvent) => {
    await webhooks.receive('sandbox', rawBody, sandboxProvider.sign(rawBody));
  };

  jobs.handle(sandboxWebhookJob, async (event) => {
    if (sandbox) await deliver(sandbox, event);
  });

  return {
    async deliver(events: SelfDeliveredEvent[]): Promise<void> {
      if (!sandbox || events.length === 0) return;
      const backstopAt = new Date(now().getTime() + SANDBOX_BACKSTOP_DELAY_MS);
      for (const event of events) await jobs.enqueue(sandboxWebhookJob, event, undefined, backstopAt);
      try {
        for (const event of events) await deliver(sandbox, event);
      } catch (error) {
        log.error({ err: error }, 'a sandbox webhook failed; its job delivers it again');
      }
    },
  };
}

export type SandboxDelivery = ReturnType<typeof createSandboxDelivery>;
