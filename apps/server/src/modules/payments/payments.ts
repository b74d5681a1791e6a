import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProviders } from '../../adapters/payments/payment-providers';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { CompanyChanges } from '../auth/session-cache-sync';
import type { SocketPush } from '../realtime/socket-push';
import type { UsersService } from '../users/service';
import { createPaymentsRepository } from './repository';
import { createSandboxDelivery } from './sandbox-delivery';
import { createPaymentsService } from './service';
import { createPaymentWebhooks } from './webhooks';

type PaymentsModuleDeps = {
  providers: PaymentProviders;
  users: Pick<UsersService, 'findById'>;
  companyChanges: CompanyChanges;
  sockets: SocketPush;
  jobs: JobQueue;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
};

/**
 * Card payments (docs/rules/billing.md#card-payments) put together once: the webhooks that alone change a licence, the
 * sandbox's own deliveries to them, and the owners' calls.
 */
export function createPayments(db: Database, { providers, users, companyChanges, sockets, jobs, publicUrl, now, log }: PaymentsModuleDeps) {
  const repository = createPaymentsRepository(db);
  const webhooks = createPaymentWebhooks({ repository, providers, companyChanges, sockets, log });
  const delivery = createSandboxDelivery({ sandbox: providers.sandbox, webhooks, jobs, now, log });
  const service = createPaymentsService({ repository, providers, delivery, users, sockets, publicUrl });
  return { webhooks, service };
}
