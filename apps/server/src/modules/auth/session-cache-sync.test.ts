import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../../adapters/pubsub/pubsub';
import { SESSION_ENDS_CHANNEL } from '../realtime/session-ends';
import { createSessionCache } from './session-cache';
import { COMPANY_CHANGES_CHANNEL, syncSessionCache } from './session-cache-sync';

/** A pub/sub whose messages and gaps the test delivers by hand, as another instance's would arrive. */
function handDeliveredPubSub() {
  const handlers = new Map<string, (message: unknown) => void>();
  let gap = () => {};
  const published: [string, unknown][] = [];
  const pubsub: PubSub = {
    publish: async (channel, message) => {
      published.push([channel, message]);
    },
    subscribe: (channel, handler) => {
      handlers.set(channel, handler);
      return () => handlers.delete(channel);
    },
    ready: async () => {},
    isDelivering: () => true,
    ping: async () => true,
    claim: async () => true,
    onGap: (handler) => {
      gap = handler;
      return () => {};
    },
    close: async () => {},
  };
  return { pubsub, published, deliver: (channel: string, message: unknown) => handlers.get(channel)!(message), gap: () => gap() };
}

describe('session cache kept in step through the pub/sub', () => {
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

  async function setUp() {
    const wire = handDeliveredPubSub();
    const cache = createSessionCache({ ttlMs: 30_000, maxEntries: 10, now: () => new Date(), isDelivering: () => true });
    const sessions = cache.kind<{ tokenId: number }>(({ tokenId }) => ({
      tokenId,
      userId: tokenId * 10,
      companyId: tokenId === 1 ? 5 : 6,
      expiresAt: new Date(Date.now() + 3_600_000),
    }));
    const companyChanges = syncSessionCache(cache, wire.pubsub, log);
    await sessions.lookup('one', async () => ({ tokenId: 1 }));
    await sessions.lookup('two', async () => ({ tokenId: 2 }));
    const cached = async () => {
      const seen: string[] = [];
      for (const hash of ['one', 'two']) await sessions.lookup(hash, async () => (seen.push(hash), null));
      return ['one', 'two'].filter((hash) => !seen.includes(hash));
    };
    return { ...wire, companyChanges, cached };
  }

  it('forgets sessions other instances ended and companies they changed', async () => {
    const ended = await setUp();
    ended.deliver(SESSION_ENDS_CHANNEL, { userId: 10 });
    expect(await ended.cached()).toEqual(['two']);

    const changed = await setUp();
    changed.deliver(COMPANY_CHANGES_CHANNEL, { companyId: 6 });
    expect(await changed.cached()).toEqual(['one']);
  });

  it('forgets everything when messages may have been lost', async () => {
    const wire = await setUp();
    wire.gap();
    expect(await wire.cached()).toEqual([]);
  });

  it('announces a company change to the others after forgetting it here', async () => {
    const wire = await setUp();
    wire.companyChanges.announce(5);
    expect(await wire.cached()).toEqual(['two']);
    expect(wire.published).toEqual([[COMPANY_CHANGES_CHANNEL, { companyId: 5 }]]);
  });
});
