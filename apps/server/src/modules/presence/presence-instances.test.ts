import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PubSub } from '../../adapters/pubsub/pubsub';
import { createRedisPubSub } from '../../adapters/pubsub/redis-pubsub';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV } from '../events/events-test-support';
import { publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';
import { consoleSocket, listening, post, venueSocket, type TestSocket } from '../../test/sockets';
import { accountsOnline, presencePush } from './presence-test-support';

const redisUrl = process.env.TEST_REDIS_URL;
const OFFLINE_AFTER_MS = 1500;

/**
 * Presence with three server instances on one database and one Redis, each with its own Redis
 * connections and venue sockets, listening on loopback ports: attendees connect to one, the
 * organiser watches from another. The third can be made to crash (it goes silent without goodbye).
 */
describe.skipIf(!redisUrl)('presence across server instances (runs when TEST_REDIS_URL names a Redis)', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let c: FastifyInstance;
  const base = new Map<FastifyInstance, string>();
  let crashC: () => void;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let watching: TestSocket;
  // Its own channels, so test files running at the same time on one Redis never hear each other.
  const channelPrefix = `aula-test-${crypto.randomBytes(4).toString('hex')}:`;
  const pubsub = (name: string) =>
    createRedisPubSub(redisUrl!, { warn: vi.fn(), error: vi.fn() }, { name: `${channelPrefix}${name}`, channelPrefix });

  beforeAll(async () => {
    const env = { ...EVENTS_TEST_ENV, PUBLIC_URL: 'https://aula.test', PRESENCE_OFFLINE_AFTER_MS: String(OFFLINE_AFTER_MS) };
    t = await createTestApp(env, { adapters: { pubsub: pubsub('a') } });
    a = t.app;
    const sibling = (adapter: PubSub) => buildApp({ config: t.config, database: t.database, now: () => a.now(), adapters: { pubsub: adapter } });
    b = await sibling(pubsub('b'));
    const redisOfC = pubsub('c');
    let crashed = false;
    crashC = () => {
      crashed = true;
    };
    // A crashed instance publishes nothing more: no heartbeat, no goodbye.
    c = await sibling({ ...redisOfC, publish: async (channel, message) => (crashed ? undefined : redisOfC.publish(channel, message)) });
    for (const app of [a, b, c]) base.set(app, await listening(app));
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    watching = await consoleSocket(base.get(b)!, organiser.token);
  });
  afterAll(async () => {
    await c?.close();
    await b?.close();
    await t?.close();
  });

  const onlineSeenBy = async (app: FastifyInstance) => (await accountsOnline(base.get(app)!, organiser.token, event.eventId)).data;

  it('shows an attendee connected to one instance, in their room, to an organiser on another, and offline when the tab closes', async () => {
    const roomId = await roomsClient(t, organiser.token).createRoom(event.eventId);
    const ada = await signedInAttendee(t, event);
    const joined = presencePush(watching, event.eventId, (m) => (m.joined as number[]).includes(ada.accountId));
    // The ticket may come from any instance: it lives in the database.
    const tab = await venueSocket(base.get(a)!, ada.token, {}, base.get(b)!);
    expect(await joined).toMatchObject({ total: 1 });
    const entered = presencePush(watching, event.eventId, (m) => (m.rooms as Record<string, number>)[roomId] === 1);
    tab.send({ action: 'enterRoom', roomId });
    await entered;
    expect(await onlineSeenBy(b)).toEqual({ accountIds: [ada.accountId], total: 1, rooms: { [roomId]: 1 } });

    const left = presencePush(watching, event.eventId, (m) => (m.left as number[]).includes(ada.accountId));
    tab.close();
    expect(await left).toMatchObject({ total: 0, rooms: {} });
    expect(await onlineSeenBy(b)).toEqual({ accountIds: [], total: 0, rooms: {} });
  });

  it('counts an attendee with tabs on two instances once, and online until both are closed', async () => {
    const ada = await signedInAttendee(t, event);
    const joined = presencePush(watching, event.eventId, (m) => (m.joined as number[]).includes(ada.accountId));
    const onA = await venueSocket(base.get(a)!, ada.token);
    const onC = await venueSocket(base.get(c)!, ada.token);
    await joined;
    await vi.waitFor(async () => expect((await onlineSeenBy(b)).accountIds).toEqual([ada.accountId]));
    onA.close();
    await vi.waitFor(() => expect(a.venueSockets.size).toBe(0));
    expect((await onlineSeenBy(b)).total).toBe(1);
    const left = presencePush(watching, event.eventId, (m) => (m.left as number[]).includes(ada.accountId));
    onC.close();
    await left;
  });

  it('closes a venue socket on one instance when its session ends through another', async () => {
    const ada = await signedInAttendee(t, event);
    const onA = await venueSocket(base.get(a)!, ada.token);
    expect((await post(base.get(b)!, '/venue/logout', ada.token)).status).toBe(200);
    expect(await onA.closeCode).toBe(4401);
  });

  it("drops the attendees of an instance that stops without a goodbye within the window", async () => {
    const ada = await signedInAttendee(t, event);
    const joined = presencePush(watching, event.eventId, (m) => (m.joined as number[]).includes(ada.accountId));
    await venueSocket(base.get(c)!, ada.token);
    await joined;
    crashC();
    const crashedAt = performance.now();
    await presencePush(watching, event.eventId, (m) => (m.left as number[]).includes(ada.accountId));
    expect(performance.now() - crashedAt).toBeLessThan(OFFLINE_AFTER_MS);
    // Every other instance drops them on its own clock, within the same window.
    await vi.waitFor(async () => expect((await onlineSeenBy(a)).total).toBe(0), { timeout: OFFLINE_AFTER_MS, interval: 20 });
  });
});
