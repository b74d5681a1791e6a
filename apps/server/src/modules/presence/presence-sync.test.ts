import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerSocketMessage } from '@aula/shared';
import { createInProcessPubSub, type PubSub } from '../../adapters/pubsub/pubsub';
import { ROOM_COUNT_INTERVAL_MS } from './room-counts';
import { createPresence, type Presence } from './service';

const OFFLINE_AFTER_MS = 600;
const organiser = { id: 1, companyId: 7, role: 'owner' as const };
const events = { requireOwned: async () => {} };

/** A pub/sub that can go silent, as an instance that crashed: nothing it publishes arrives any more. */
function silenceable(pubsub: PubSub) {
  let silent = false;
  return {
    pubsub: { ...pubsub, publish: async (channel: string, message: unknown) => (silent ? undefined : pubsub.publish(channel, message)) },
    crash: () => {
      silent = true;
    },
  };
}

/** Instances sharing one pub/sub, each with the pushes its organisers' sockets got. */
describe('presence across instances (one pub/sub, no database)', () => {
  const running: Presence[] = [];
  afterEach(async () => {
    for (const presence of running.splice(0)) await presence.stop();
  });

  async function instance(pubsub: PubSub) {
    const pushes: ServerSocketMessage[] = [];
    const roomPushes: { topic: string; event: string; data: unknown }[] = [];
    const presence = createPresence({ pubsub, log: { warn: vi.fn() }, offlineAfterMs: OFFLINE_AFTER_MS, events });
    await presence.start(
      { hasCompanyHere: (companyId) => companyId === organiser.companyId, sendToCompanyHere: (_, message) => pushes.push(message) },
      { deliverTopicHere: (topic, event, data) => roomPushes.push({ topic, event, data }) },
    );
    running.push(presence);
    return { presence, pushes, roomPushes, online: () => presence.accountsOnline(organiser, 1) };
  }

  const ada = { eventId: 1, companyId: organiser.companyId, accountId: 11 };
  const ben = { eventId: 1, companyId: organiser.companyId, accountId: 12 };

  it("sees another instance's attendees and rooms, and counts an attendee on two instances once", async () => {
    const shared = createInProcessPubSub();
    const a = await instance(shared);
    const b = await instance(shared);
    a.presence.reportLocal({ ...ada, rooms: [5] });
    b.presence.reportLocal({ ...ada, rooms: [5, 6] });
    b.presence.reportLocal({ ...ben, rooms: [] });
    await vi.waitFor(async () => expect(await a.online()).toEqual({ accountIds: [11, 12], total: 2, rooms: { 5: 1, 6: 1 } }));
    expect(await b.online()).toEqual(await a.online());

    b.presence.reportLocal({ ...ada, rooms: null });
    await vi.waitFor(async () => expect((await a.online()).rooms).toEqual({ 5: 1 }));
    expect((await a.online()).accountIds).toEqual([11, 12]);
  });

  it("tells each instance's room followers how many are in a room, once per change, an attendee on two instances once", async () => {
    const shared = createInProcessPubSub();
    const a = await instance(shared);
    const b = await instance(shared);
    a.presence.reportLocal({ ...ada, rooms: [5] });
    b.presence.reportLocal({ ...ada, rooms: [5] });
    b.presence.reportLocal({ ...ben, rooms: [5] });
    // A room's count goes out at most once per ROOM_COUNT_INTERVAL_MS: wait past one interval.
    const withinIntervals = { timeout: ROOM_COUNT_INTERVAL_MS * 3 };
    const lastCountOf = (pushes: { topic: string; event: string; data: unknown }[]) => pushes.filter((push) => push.topic === 'room:5' && push.event === 'people').at(-1)?.data;
    await vi.waitFor(() => expect(lastCountOf(a.roomPushes)).toEqual({ total: 2 }), withinIntervals);
    await vi.waitFor(() => expect(lastCountOf(b.roomPushes)).toEqual({ total: 2 }), withinIntervals);

    b.presence.reportLocal({ ...ben, rooms: [] });
    await vi.waitFor(() => expect(lastCountOf(a.roomPushes)).toEqual({ total: 1 }), withinIntervals);
    const counts = a.roomPushes.filter((push) => push.topic === 'room:5').map((push) => (push.data as { total: number }).total);
    expect(counts.every((total, index) => index === 0 || total !== counts[index - 1])).toBe(true);
  });

  it('pushes at most one update per event per interval, with who joined and left in between', async () => {
    const a = await instance(createInProcessPubSub());
    for (let id = 100; id < 150; id++) a.presence.reportLocal({ eventId: 1, companyId: 7, accountId: id, rooms: [] });
    for (let id = 100; id < 110; id++) a.presence.reportLocal({ eventId: 1, companyId: 7, accountId: id, rooms: null });
    await vi.waitFor(() => expect(a.pushes).toHaveLength(1));
    expect(a.pushes[0]).toMatchObject({ action: 'presence', eventId: 1, total: 40, left: [] });
    expect((a.pushes[0] as { joined: number[] }).joined).toHaveLength(40);
  });

  it('learns what is online from the others when it starts, and forgets an instance that said goodbye', async () => {
    const shared = createInProcessPubSub();
    const a = await instance(shared);
    a.presence.reportLocal({ ...ada, rooms: [] });
    const late = await instance(shared);
    await vi.waitFor(async () => expect((await late.online()).accountIds).toEqual([11]));
    await vi.waitFor(() => expect(late.pushes.at(-1)).toMatchObject({ total: 1, joined: [11] }));

    await a.presence.stop();
    await vi.waitFor(async () => expect((await late.online()).total).toBe(0));
    await vi.waitFor(() => expect(late.pushes.at(-1)).toMatchObject({ total: 0, left: [11] }));
  });

  it("drops a silent instance's attendees within the window", async () => {
    const shared = createInProcessPubSub();
    const crashing = silenceable(shared);
    const a = await instance(crashing.pubsub);
    const b = await instance(shared);
    a.presence.reportLocal({ ...ada, rooms: [3] });
    await vi.waitFor(async () => expect((await b.online()).total).toBe(1));
    crashing.crash();
    const crashedAt = performance.now();
    await vi.waitFor(async () => expect((await b.online()).total).toBe(0), { timeout: 5 * OFFLINE_AFTER_MS, interval: 10 });
    expect(performance.now() - crashedAt).toBeLessThan(OFFLINE_AFTER_MS);
  });
});
