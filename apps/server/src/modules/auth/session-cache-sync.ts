import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../../adapters/pubsub/pubsub';
import { SESSION_ENDS_CHANNEL, type SessionEnd } from '../realtime/session-ends';
import type { SessionCache } from './session-cache';

export const COMPANY_CHANGES_CHANNEL = 'company-changes';

/** Tells every instance's session cache that something shown from a company's sessions changed. */
export type CompanyChanges = { announce(companyId: number): void };

/** One call's company changes, collected until its answer leaves. */
export type ChangesOfCall = { companies: Set<number>; open: boolean };

/**
 * Company changes as the HTTP layer sees them: within one call, what the services and the auth
 * hook announce is collected and sent once per company when the answer leaves.
 */
export type CallCompanyChanges = CompanyChanges & {
  /** Runs `next` (the rest of a request) with its announcements collected into `call`. */
  collect(call: ChangesOfCall, next: () => void): void;
  /**
   * Announces each company of the call once and closes it: work that outlives the answer (a job
   * woken by the call) announces at once from then on, and a second close sends nothing.
   */
  close(call: ChangesOfCall): void;
};

/**
 * Keeps this instance's session cache in step with the others: it forgets what other instances
 * announce (ended sessions, company changes), and everything when the pub/sub may have lost
 * messages. Announcing forgets here at once, before the pub/sub delivers anywhere.
 */
export function syncSessionCache(cache: SessionCache, pubsub: PubSub, log: FastifyBaseLogger): CallCompanyChanges {
  pubsub.subscribe(SESSION_ENDS_CHANNEL, (end) => cache.forget(end as SessionEnd));
  pubsub.subscribe(COMPANY_CHANGES_CHANNEL, (change) => cache.forget(change as { companyId: number }));
  pubsub.onGap(() => cache.forgetAll());
  // Services announce what they changed without seeing the request; a call that changed its
  // company both in a service and by being a changing call would otherwise announce it twice.
  const calls = new AsyncLocalStorage<ChangesOfCall>();
  const publish = (companyId: number) => {
    cache.forget({ companyId });
    // Not awaited: the answer that made the change need not wait for the other instances.
    pubsub.publish(COMPANY_CHANGES_CHANNEL, { companyId }).catch((error: unknown) => {
      log.error({ err: error, companyId }, 'could not announce a company change to the session caches');
    });
  };
  return {
    announce(companyId) {
      const call = calls.getStore();
      if (!call?.open) return publish(companyId);
      // This instance forgets at once, so the rest of the call already reads afresh.
      cache.forget({ companyId });
      call.companies.add(companyId);
    },
    collect(call, next) {
      calls.run(call, next);
    },
    close(call) {
      if (!call.open) return;
      call.open = false;
      for (const companyId of call.companies) publish(companyId);
    },
  };
}
