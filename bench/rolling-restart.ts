// Restarts nobody notices, at full scale (docs/rules/operations.md#stopping-an-instance): 2,000
// attendee tabs in one room's chat over three instances behind Debian's nginx (configured from
// deploy/nginx), chat going at a steady rate, while the instances restart one after the other
// (SIGTERM, then started again on the same port once the last one is ready), and then while Redis
// restarts. Each tab behaves as the venue does (apps/server/src/test/chat-tab.ts): it merges pushes by
// change number, catches up on every `subscribed`, and comes back after a 1012. At the end: how
// many tabs show exactly the channel's messages, messages missing or shown twice, and how long each
// tab took from its socket's close to having caught up. Needs BENCH_DATABASE_URL; starts its own
// redis-server and the instances as `npm start` does.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { chatMessages } from '../apps/server/src/db/schema';
import { openChatTab, type ChatTab } from '../apps/server/src/test/chat-tab';
import { startNginx } from '../apps/server/src/test/nginx';
import { ownRedis, REDIS_SERVER } from '../apps/server/src/test/own-redis';
import { waitFor } from '../apps/server/src/test/server-process';
import { call, eventWithRoom, inParallel, startInstance, summary } from './engagement-support';
import { freePort, signedInToken, startApp, tempDataDir, type RunningApp } from './support';

const TABS = Number(process.env.BENCH_SOCKETS ?? 2000);
const SENDERS = 40;
/** 20 messages a second, each sender once in 2 s: within the chat's 10 in 10 s. */
const SEND_EVERY_MS = 50;
/** Steady chat before, between and after the restarts. */
const STEADY_MS = 3_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readiness = (url: string) =>
  fetch(`${url}/api/ready`).then(
    (res) => res.status,
    () => 0,
  );

export async function benchRollingRestart() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl || !fs.existsSync(REDIS_SERVER)) return { skipped: 'needs BENCH_DATABASE_URL and Debian redis-server' };
  const redis = ownRedis(await freePort());
  await redis.start();
  const dataDir = tempDataDir('rolling-restart');
  const env = { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', DATABASE_URL: databaseUrl, REDIS_URL: redis.url, REDIS_CHANNEL_PREFIX: `aula-bench-${crypto.randomBytes(4).toString('hex')}:`, BREACH_CHECK_URL: 'http://127.0.0.1:9/range/' };
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  // The first brings the schema up to date; the others start side by side after it.
  const instances: RunningApp[] = [await startApp({ ...env, PORT: String(ports[0]) }, dataDir)];
  instances.push(...(await Promise.all(ports.slice(1).map((port) => startApp({ ...env, PORT: String(port) }, dataDir)))));
  const nginx = await startNginx(
    instances.map((instance) => instance.url),
    { workerConnections: 9_000, workers: Math.ceil(TABS / 3_000) },
  );
  const tabs: ChatTab[] = [];
  try {
    const organiser = await signedInToken({ url: instances[0]!.url, dataDir });
    const event = await eventWithRoom(nginx.url, organiser);
    // Sessions as a sign-in issues them, by an instance of the bench's own that stops once it has made them.
    const seeder = await startInstance(dataDir, env);
    const { attendees } = await seeder.ask({ type: 'seed', ...event, from: 0, count: TABS + SENDERS, role: 'attendee' }, 'seeded');
    await seeder.stop();
    const { channels } = (await call(nginx.url, '/venue/chat', attendees[0]!.token)) as { channels: Array<{ id: number; kind: string; roomId: number | null }> };
    const channelId = channels.find((channel) => channel.kind === 'room' && channel.roomId === event.roomId)!.id;
    const base = nginx.url.replace(/^http:\/\//, '');
    const openedAt = performance.now();
    tabs.push(...(await inParallel(attendees.slice(0, TABS), (attendee) => openChatTab(base, attendee.token, channelId))));
    const tabsOpenMs = Math.round(performance.now() - openedAt);

    const senders = attendees.slice(TABS);
    const acknowledged: number[] = [];
    let refused = 0;
    let sending = true;
    const sent = (async () => {
      for (let index = 0; sending; index += 1) {
        const res = await fetch(`${nginx.url}/api/venue/chat/${channelId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${senders[index % SENDERS]!.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body: `Message ${index}` }),
        }).catch(() => null);
        if (res?.status === 200) acknowledged.push(((await res.json()) as { data: { id: number } }).data.id);
        else refused += 1;
        await pause(SEND_EVERY_MS);
      }
    })();

    await pause(STEADY_MS);
    const restarts: Array<{ instance: number; stoppedMs: number; readyAgainMs: number }> = [];
    for (const [index, instance] of instances.entries()) {
      const startedAt = performance.now();
      await instance.stop();
      const stoppedMs = Math.round(performance.now() - startedAt);
      instances[index] = await startApp({ ...env, PORT: String(ports[index]) }, dataDir);
      await waitFor('the instance to be ready', async () => (await readiness(instances[index]!.url)) === 200, 30_000);
      restarts.push({ instance: index, stoppedMs, readyAgainMs: Math.round(performance.now() - startedAt) });
    }
    const comebacksAfterInstances = tabs.flatMap((tab) => tab.comebacks);

    await pause(STEADY_MS);
    const redisStoppedAt = performance.now();
    await redis.stop();
    await waitFor('every instance to notice', async () => (await Promise.all(instances.map((i) => readiness(i.url)))).every((status) => status === 503), 15_000);
    await redis.start();
    await waitFor('every instance to be ready again', async () => (await Promise.all(instances.map((i) => readiness(i.url)))).every((status) => status === 200), 30_000);
    const redisAwayMs = Math.round(performance.now() - redisStoppedAt);

    await pause(STEADY_MS);
    sending = false;
    await sent;
    const database = await openDatabase({ url: databaseUrl });
    const stored = await database.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.channelId, channelId)).orderBy(asc(chatMessages.id));
    await database.close();
    const channel = stored.map((row) => row.id);
    const caughtUpAt = performance.now();
    await waitFor('every tab to show the whole channel', () => tabs.every((tab) => tab.shown().length >= channel.length), 30_000).catch(() => undefined);
    const complete = tabs.filter((tab) => JSON.stringify(tab.shown().map((m) => m.id)) === JSON.stringify(channel)).length;
    const known = new Set(channel);
    return {
      tabs: TABS,
      instances: 3,
      tabsOpenMs,
      messages: { stored: channel.length, acknowledged: acknowledged.length, refusedOrFailed: refused, acknowledgedMissingFromChannel: acknowledged.filter((id) => !known.has(id)).length },
      restarts,
      redisAwayMs,
      tabsShowingExactlyTheChannel: complete,
      missingAtTheEnd: tabs.reduce((sum, tab) => sum + channel.filter((id) => !tab.shown().some((m) => m.id === id)).length, 0),
      shownTwice: tabs.reduce((sum, tab) => sum + tab.shown().length - new Set(tab.shown().map((m) => m.id)).size, 0),
      lastTabCaughtUpAfterTheEndMs: Math.round(performance.now() - caughtUpAt),
      comebacks: { instances: summary(comebacksAfterInstances), all: summary(tabs.flatMap((tab) => tab.comebacks)) },
      faults: tabs.flatMap((tab) => tab.faults).slice(0, 5),
    };
  } finally {
    for (const tab of tabs) tab.close();
    await nginx.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
