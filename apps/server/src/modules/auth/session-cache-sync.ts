import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../../adapters/pubsub/pubsub';
import { SESSION_ENDS_CHANNEL, type SessionEnd } from '../realtime/session-ends';
import type { SessionCache } from './session-cache';

export const COMPANY_CHANGES_CHANNEL = 'company-changes';

/** Tells every instance's session cache that something shown from a company's sessions changed. */
export type CompanyChanges = { announce(companyId: number): void };

/**
 * Keeps this instance's session cache in step with the others: it forgets what other instances
 * announce (ended sessions, company changes), and everything when the pub/sub may have lost
 * messages. Announcing forgets here at once, before the pub/sub delivers anywhere.
 */
export function syncSessionCache(cache: SessionCache, pubsub: PubSub, log: FastifyBaseLogger): CompanyChanges {
  pubsub.subscribe(SESSION_ENDS_CHANNEL, (end) => cache.forget(end as SessionEnd));
  pubsub.subscribe(COMPANY_CHANGES_CHANNEL, (change) => cache.forget(change as { companyId: number }));
  pubsub.onGap(() => cache.forgetAll());
  return {
    announce(companyId) {
      cache.forget({ companyId });
      // Not awaited: the answer that made the change need not wait for the other instances.
      pubsub.publish(COMPANY_CHANGES_CHANNEL, { companyId }).catch((error: unknown) => {
        log.error({ err: error, companyId }, 'could not announce a company change to the session caches');
      });
    },
  };
}
