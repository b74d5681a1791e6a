import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PubSub } from './pubsub';
import { waitFor } from '../../test/server-process';
import { createRedisPubSub } from './redis-pubsub';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('Redis pub/sub adapter (runs when TEST_REDIS_URL names a Redis)', () => {
  const log = { warn: vi.fn(), error: vi.fn() };
  const run = crypto.randomBytes(4).toString('hex');
  const channel = (name: string) => `aula-test-${run}-${name}`;
  let admin: Redis;
  const opened: PubSub[] = [];
  const open = (name: string) => {
    const pubsub = createRedisPubSub(redisUrl!, log, { name: `aula-test-${run}-${name}` });
    opened.push(pubsub);
    return pubsub;
  };
  const clientsNamed = async (prefix: string) =>
    String(await admin.client('LIST'))
      .split('\n')
      .filter((line) => line.includes(` name=${prefix}`));

  beforeAll(() => {
    admin = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all(opened.map((pubsub) => pubsub.close()));
    await admin.quit();
  });

  it('delivers JSON messages from one instance to every handler on another, until unsubscribed', async () => {
    const sender = open('sender');
    const receiver = open('receiver');
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = receiver.subscribe(channel('push'), (message) => first.push(message));
    receiver.subscribe(channel('push'), (message) => second.push(message));
    await Promise.all([sender.ready(), receiver.ready()]);

    const message = { target: { userId: 7 }, message: { action: 'importAccounts', status: 'error', errorMessage: 'Zeile 3 – ungültig' } };
    await sender.publish(channel('push'), message);
    await waitFor('both subscribers to hear the message', () => first.length === 1 && second.length === 1);
    expect(first).toEqual([message]);
    expect(second).toEqual([message]);

    stopFirst();
    await sender.publish(channel('push'), { n: 2 });
    await waitFor('the second message', () => second.length === 2);
    expect(first).toHaveLength(1);
    expect(second[1]).toEqual({ n: 2 });
  });

  it('keeps deployments with different channel prefixes apart on one Redis', async () => {
    const mine = createRedisPubSub(redisUrl!, log, { name: `aula-test-${run}-mine`, channelPrefix: `mine-${run}:` });
    const theirs = createRedisPubSub(redisUrl!, log, { name: `aula-test-${run}-theirs`, channelPrefix: `theirs-${run}:` });
    opened.push(mine, theirs);
    const heardByTheirs: unknown[] = [];
    const heardByMine: unknown[] = [];
    theirs.subscribe('realtime', (message) => heardByTheirs.push(message));
    mine.subscribe('realtime', (message) => heardByMine.push(message));
    await Promise.all([mine.ready(), theirs.ready()]);
    await mine.publish('realtime', { from: 'mine' });
    await waitFor('the own instance to hear it', () => heardByMine.length === 1);
    // Mine heard its own message; a round trip on theirs proves theirs would have heard it by now.
    await theirs.publish('realtime', { from: 'theirs' });
    await waitFor('the other instance to hear it', () => heardByTheirs.length === 1);
    expect(heardByTheirs).toEqual([{ from: 'theirs' }]);
    expect(heardByMine).toEqual([{ from: 'mine' }]);
  });

  it('subscribes again by itself after its connection is dropped, and reports the gap', async () => {
    const sender = open('resend');
    const receiver = open('dropped');
    const got: unknown[] = [];
    let gaps = 0;
    receiver.subscribe(channel('again'), (message) => got.push(message));
    receiver.onGap(() => gaps++);
    await Promise.all([sender.ready(), receiver.ready()]);
    expect(receiver.isDelivering()).toBe(true);
    expect(gaps).toBe(0);

    const [line] = await clientsNamed(`aula-test-${run}-dropped-subscriber`);
    const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
    expect(id).toBeDefined();
    await admin.client('KILL', 'ID', id!);
    await waitFor('the dropped connection to be noticed', () => gaps >= 1);

    // Messages published while it reconnects are lost (Redis keeps none), so keep publishing.
    await waitFor('a message after the reconnect', async () => {
      await sender.publish(channel('again'), { after: 'reconnect' });
      return got.length > 0;
    });
    expect(got[0]).toEqual({ after: 'reconnect' });
    // Once when the connection dropped and once when it was back: what came in between is lost.
    await waitFor('the connection to be back', () => gaps >= 2 && receiver.isDelivering());
  });

  it('fails ready() when Redis cannot be reached, so start-up stops', async () => {
    const unreachable = createRedisPubSub('redis://127.0.0.1:1', log, { name: `aula-test-${run}-unreachable` });
    await expect(unreachable.ready()).rejects.toThrow('Cannot reach Redis (REDIS_URL)');
    await unreachable.close();
  });

  it('closes both of its connections', async () => {
    const pubsub = open('closing');
    pubsub.subscribe(channel('closing'), () => {});
    await pubsub.ready();
    expect(await clientsNamed(`aula-test-${run}-closing-`)).toHaveLength(2);
    await pubsub.close();
    await waitFor('the closed clients to disconnect', async () => (await clientsNamed(`aula-test-${run}-closing-`)).length === 0);
  });

  it('answers a ping while Redis does, and not when nothing listens where it points', async () => {
    const live = open('ping');
    live.subscribe(channel('ping'), () => undefined);
    await live.ready();
    expect(await live.ping(2_000)).toBe(true);
    const nowhere = createRedisPubSub('redis://127.0.0.1:1', log, { name: `aula-test-${run}-nowhere` });
    await expect(nowhere.ready()).rejects.toThrow();
    expect(await nowhere.ping(200)).toBe(false);
    await nowhere.close();
  });

  it('gives a claim to one instance until it expires, and to everyone when Redis cannot be asked', async () => {
    const [first, second] = [open('claim-a'), open('claim-b')];
    const key = channel('claim');
    expect(await first.claim(key, 300)).toBe(true);
    expect(await second.claim(key, 300)).toBe(false);
    expect(await first.claim(key, 300)).toBe(false);
    expect(Number(await admin.pttl(`aula:claim:${key}`))).toBeGreaterThan(0);
    await waitFor('the claim to expire', async () => second.claim(key, 300));
    const nowhere = createRedisPubSub('redis://127.0.0.1:1', log, { name: `aula-test-${run}-claim-nowhere` });
    await expect(nowhere.ready()).rejects.toThrow();
    expect(await nowhere.claim(key, 300)).toBe(true);
    await nowhere.close();
  });
});
