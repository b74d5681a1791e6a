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
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { asc, eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { chatMessages } from '../apps/server/src/db/schema';
import { openChatTab, type ChatTab, type ComebackSteps } from '../apps/server/src/test/chat-tab';
import { startNginx } from '../apps/server/src/test/nginx';
import { ownRedis, REDIS_SERVER } from '../apps/server/src/test/own-redis';
import { waitFor } from '../apps/server/src/test/server-process';
import { call, eventWithRoom, inParallel, startInstance, summary } from './engagement-support';
import { freePort, OFFLINE, signedInToken, startApp, tempDataDir, type RunningApp } from './support';

const TABS = Number(process.env.BENCH_SOCKETS ?? 2000);
const SENDERS = 40;
/** 20 messages a second, each sender once in 2 s: within the chat's 10 in 10 s. */
const SEND_EVERY_MS = 50;
/** Steady chat before, between and after the restarts. */
const STEADY_MS = 3_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the comebacks' time went, step by step (apps/server/src/test/chat-tab.ts). */
const stepsOf = (steps: ComebackSteps[]) =>
  Object.fromEntries((['pausedMs', 'socketMs', 'subscribedMs', 'catchUpMs', 'attempts'] as const).map((step) => [step, summary(steps.map((taken) => taken[step]))]));

const countsOf = (values: string[]) => values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

/** The bench's own event loop: all tabs live in this one process, so a late loop makes every tab late. */
const loopDelayOf = (histogram: IntervalHistogram) => ({
  medianMs: Math.round(histogram.percentile(50) / 1e6),
  p99Ms: Math.round(histogram.percentile(99) / 1e6),
  maxMs: Math.round(histogram.max / 1e6),
});

/** nginx's error log by kind of message (without the connection's details), with how often each came. */
const errorKinds = (log: string) => countsOf(log.split('\n').flatMap((line) => /\[(?:error|crit|alert|emerg)\] [\d#]+: (?:\*\d+ )?([^,]*)/.exec(line)?.[1] ?? []));

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
  const env = { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', DATABASE_URL: databaseUrl, REDIS_URL: redis.url, REDIS_CHANNEL_PREFIX: `aula-bench-${crypto.randomBytes(4).toString('hex')}:`, ...OFFLINE };
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  // The first brings the schema up to date; the others start side by side after it.
  const instances: RunningApp[] = [await startApp({ ...env, PORT: String(ports[0]) }, dataDir)];
  instances.push(...(await Promise.all(ports.slice(1).map((port) => startApp({ ...env, PORT: String(port) }, dataDir)))));
  const nginx = await startNginx(
    instances.map((instance) => instance.url),
    // Four connections a tab at nginx (the socket and a kept-alive connection for calls, each to the browser and to an instance).
    { workerConnections: 9_000, workers: Math.ceil((TABS * 4) / 7_000) },
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
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    const restarts: Array<{ instance: number; stoppedMs: number; readyAgainMs: number }> = [];
    for (const [index, instance] of instances.entries()) {
      const startedAt = performance.now();
      await instance.stop();
      const stoppedMs = Math.round(performance.now() - startedAt);
      instances[index] = await startApp({ ...env, PORT: String(ports[index]) }, dataDir);
      await waitFor('the instance to be ready', async () => (await readiness(instances[index]!.url)) === 200, 30_000);
      restarts.push({ instance: index, stoppedMs, readyAgainMs: Math.round(performance.now() - startedAt) });
    }
    // Every tab back before Redis is stopped, so that the two measures do not run into each other.
    const lastReadyAt = performance.now();
    await waitFor('every tab to be back', () => tabs.every((tab) => tab.back()), 60_000).catch(() => undefined);
    const allBackAfterLastReadyMs = Math.round(performance.now() - lastReadyAt);
    const restartComebacks = tabs.flatMap((tab) => tab.comebacks);
    const restartSteps = tabs.flatMap((tab) => tab.comebackSteps);
    clientLoop.disable();

    await pause(STEADY_MS);
    const redisStoppedAt = performance.now();
    await redis.stop();
    await waitFor('every instance to notice', async () => (await Promise.all(instances.map((i) => readiness(i.url)))).every((status) => status === 503), 15_000);
    // From the moment Redis is started: an instance may be back on it before `start` returns.
    const redisBackAt = performance.now();
    await redis.start();
    await waitFor('every instance to be ready again', async () => (await Promise.all(instances.map((i) => readiness(i.url)))).every((status) => status === 200), 30_000);
    const redisAwayMs = Math.round(redisBackAt - redisStoppedAt);
    // After the gap every instance announces its subscriptions again, and each tab catches up.
    const caughtUpAfterRedis = (tab: ChatTab) => tab.caughtUpAt.find((at) => at > redisBackAt);
    await waitFor('every tab to catch up after Redis', () => tabs.every((tab) => caughtUpAfterRedis(tab) !== undefined), 60_000).catch(() => undefined);
    const redisComebacks = tabs.flatMap((tab) => {
      const at = caughtUpAfterRedis(tab);
      return at === undefined ? [] : [at - redisBackAt];
    });

    await pause(STEADY_MS);
    sending = false;
    await sent;
    const database = await openDatabase({ url: databaseUrl });
    const stored = await database.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.channelId, channelId)).orderBy(asc(chatMessages.id));
    await database.close();
    const channel = stored.map((row) => row.id);
    const endedAt = performance.now();
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
      lastTabCaughtUpAfterTheEndMs: Math.round(performance.now() - endedAt),
      restartComebacks: { ...summary(restartComebacks), closes: tabs.reduce((sum, tab) => sum + tab.closes(), 0), allBackAfterLastReadyMs, steps: stepsOf(restartSteps) },
      clientLoopDelay: loopDelayOf(clientLoop),
      redisCatchUps: summary(redisComebacks),
      retriedAttempts: countsOf(tabs.flatMap((tab) => tab.retried)),
      faults: countsOf(tabs.flatMap((tab) => tab.faults)),
      nginxErrors: errorKinds(nginx.errors()),
    };
  } finally {
    for (const tab of tabs) tab.close();
    await nginx.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
