import fs from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { chatMessages } from '../db/schema';
import { publishedEvent, signedInAttendee } from '../modules/attendee-auth/attendee-test-support';
import { EVENTS_TEST_ENV } from '../modules/events/events-test-support';
import { roomsClient } from '../modules/rooms/rooms-test-support';
import { signedInUser } from './accounts';
import { openChatTab, type ChatTab } from './chat-tab';
import { NGINX } from './nginx';
import { ownRedis, REDIS_SERVER, type OwnRedis } from './own-redis';
import { freePort, waitFor } from './server-process';
import { startServerInstances, type ServerInstances } from './server-instances';

const databaseServerUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const TABS = 24;
const SENDERS = 12;
/** A message every 100 ms, from the senders in turn: each stays well within the chat's 10 in 10 s. */
const SEND_EVERY_MS = 100;
/** Every tab is back, caught up, within this of its socket's close. */
const BACK_WITHIN_MS = 10_000;

/**
 * Attendees in a room's chat while instances restart one after the other behind nginx, and while
 * Redis restarts (docs/rules/operations.md#stopping-an-instance): chat goes on at a steady rate;
 * at the end every tab shows exactly the channel's messages, each once, and every tab whose
 * socket closed was back and caught up within 10 s.
 */
describe.runIf(databaseServerUrl && process.env.TEST_REDIS_URL && fs.existsSync(NGINX) && fs.existsSync(REDIS_SERVER))('restarts under load', () => {
  let servers: ServerInstances | null = null;
  let tabs: ChatTab[] = [];
  let redis: OwnRedis | null = null;
  // Tabs first: a tab whose instance stops would open a new socket, which nginx would wait for.
  afterEach(async () => {
    for (const tab of tabs) tab.close();
    tabs = [];
    await servers?.close();
    servers = null;
    await redis?.stop();
    redis = null;
  });

  /** Three instances behind nginx, a room, its chat channel, the tabs following it, and a sender at a steady rate. */
  async function chatUnderLoad(redisUrl: string) {
    servers = await startServerInstances(3, { databaseServerUrl: databaseServerUrl!, redisUrl, env: EVENTS_TEST_ENV });
    const { setup, proxy } = servers;
    const base = proxy.url.replace(/^http:\/\//, '');
    const organiser = await signedInUser(setup);
    const event = await publishedEvent(setup, organiser.token);
    const roomId = await roomsClient(setup, organiser.token).createRoom(event.eventId, { nameEn: 'Main hall', nameDe: 'Großer Saal' });
    const attendees = await Promise.all(Array.from({ length: TABS + SENDERS }, () => signedInAttendee(setup, event)));
    const channels = await fetch(`${proxy.url}/api/venue/chat`, { headers: { authorization: `Bearer ${attendees[0]!.token}` } });
    const { channels: list } = ((await channels.json()) as { data: { channels: Array<{ id: number; kind: string; roomId: number | null }> } }).data;
    const channelId = list.find((channel) => channel.kind === 'room' && channel.roomId === roomId)!.id;
    tabs = await Promise.all(attendees.slice(0, TABS).map((attendee) => openChatTab(base, attendee.token, channelId)));

    const senders = attendees.slice(TABS);
    const acknowledged: number[] = [];
    let sending = true;
    const sent = (async () => {
      for (let index = 0; sending; index += 1) {
        const sender = senders[index % senders.length]!;
        // A post that meets a stopping instance fails as it would for a person, who sends it again later.
        const res = await fetch(`${proxy.url}/api/venue/chat/${channelId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body: `Message ${index}` }),
        }).catch(() => null);
        if (res?.status === 200) acknowledged.push(((await res.json()) as { data: { id: number } }).data.id);
        await new Promise((resolve) => setTimeout(resolve, SEND_EVERY_MS));
      }
    })();
    const acknowledgedReach = (count: number) => waitFor(`${count} messages acknowledged`, () => acknowledged.length >= count, 30_000);

    return {
      acknowledgedReach,
      async stopAndCheck() {
        await acknowledgedReach(acknowledged.length + 5);
        sending = false;
        await sent;
        const stored = await setup.database.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.channelId, channelId)).orderBy(asc(chatMessages.id));
        const channel = stored.map((row) => row.id);
        expect(channel).toEqual(expect.arrayContaining(acknowledged));
        await waitFor('every tab to show the whole channel', () => tabs.every((tab) => tab.shown().length === channel.length), BACK_WITHIN_MS).catch((error: Error) => {
          const states = tabs.map((tab) => `${tab.shown().length}/${channel.length} ${tab.faults.join(';')} missing ${channel.filter((id) => !tab.shown().some((m) => m.id === id)).join(',')}`);
          throw new Error(`${error.message}\n${states.join('\n')}\nnginx:\n${proxy.errors().slice(-3000)}`);
        });
        for (const tab of tabs) {
          expect(tab.faults).toEqual([]);
          // Each message shown once, none missing, none that the channel does not hold.
          expect(tab.shown().map((message) => message.id)).toEqual(channel);
          for (const ms of tab.comebacks) expect(ms).toBeLessThan(BACK_WITHIN_MS);
        }
        return { channel, comebacks: tabs.flatMap((tab) => tab.comebacks) };
      },
    };
  }

  it('loses no chat message for any tab while three instances restart one after the other', { timeout: 120_000 }, async () => {
    const load = await chatUnderLoad(process.env.TEST_REDIS_URL!);
    await load.acknowledgedReach(5);
    for (const index of [0, 1, 2]) await servers!.restart(index);
    const { comebacks } = await load.stopAndCheck();
    // Every socket was on one of the three instances, so each came back once at least.
    expect(comebacks.length).toBeGreaterThanOrEqual(TABS);
  });

  it('loses no chat message for any tab while Redis restarts', { timeout: 120_000 }, async () => {
    redis = ownRedis(await freePort());
    await redis.start();
    const load = await chatUnderLoad(redis.url);
    await load.acknowledgedReach(5);
    await redis.stop();
    // Down long enough for every instance to have noticed (messages published meanwhile are lost to them).
    const instances = servers!.instances;
    await waitFor('every instance to be unready', async () => (await Promise.all(instances.map((i) => fetch(`${i.url}/api/ready`).then((res) => res.status)))).every((status) => status === 503), 15_000);
    await redis.start();
    await load.stopAndCheck();
  });
});
