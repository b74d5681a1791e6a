// Live engagement at scale (docs/rules/performance.md#live-engagement): 2,000 attendee venue sockets in one room, following the
// room's chat and polls. A chat message is delivered to all of them (goal: p99 at most 1 s); the
// server's memory per idle socket (goal: at most 30 KB); 2,000 simultaneous votes counted exactly,
// with the results pushed to the room within 2 s. First on one instance, then on two and three behind
// Debian's nginx (configured from deploy/nginx) on one PostgreSQL and one Redis. Each instance runs in a child process
// of its own (engagement-server.ts) so its memory is its own; everything is on loopback. Each setup
// also reports the server's CPU time from the first socket to the last vote; BENCH_RECORDING=off runs
// the same load with analytics recording dropped, to tell what recording costs.
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { WebSocket } from 'ws';
import { POLL_EVENTS, topicOf } from '@aula/shared';
import { startNginx, type Nginx } from '../apps/server/src/test/nginx';
import type { BareWsAnswer, BareWsRequest } from './bare-ws-server';
import { call, eventWithRoom, inParallel, startInstance, summary, type Attendee, type Instance, type Message } from './engagement-support';
import { childAnswers, root, signedInToken, tempDataDir } from './support';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10);
/** How long a delivery may take before the bench stops waiting and counts the sockets it missed. */
const DELIVERY_LIMIT_MS = 30_000;

/**
 * The CPU window starts at this second of the clock's minute. Recording writes each instance's
 * finished minute when the clock's minute ends; a window of 30-90 s started here holds exactly one
 * such write of every socket's minute, so runs with and without recording compare the same work
 * (`minuteEnds` says how many the window held).
 */
const WINDOW_START_SECOND = 30;


const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** When each socket received each awaited change (a message by its id, the final results of a poll). */
class Arrivals {
  private readonly times = new Map<string, number[]>();
  private readonly waiters = new Map<string, () => void>();

  arrived(key: string): void {
    const times = this.times.get(key) ?? [];
    times.push(performance.now());
    this.times.set(key, times);
    this.waiters.get(key)?.();
  }

  /** The arrival times once `count` sockets have it, or those there are after DELIVERY_LIMIT_MS. */
  all(key: string, count: number): Promise<number[]> {
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(limit);
        this.waiters.delete(key);
        resolve(this.times.get(key) ?? []);
        this.times.delete(key);
      };
      const limit = setTimeout(finish, DELIVERY_LIMIT_MS);
      const check = () => (this.times.get(key)?.length ?? 0) >= count && finish();
      this.waiters.set(key, check);
      check();
    });
  }
}

/**
 * An attendee's venue socket in the room, following the topics; resolves once every subscription
 * is active. `heard` sees every topic change.
 */
function roomSocket(url: string, ticket: string, roomId: number, topics: string[], heard: (message: Message) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/venue/ws`);
    const pending = new Set(topics);
    socket.once('open', () => socket.send(JSON.stringify({ action: 'auth', ticket })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (message.action === 'authenticated') {
        socket.send(JSON.stringify({ action: 'enterRoom', roomId }));
        for (const topic of topics) socket.send(JSON.stringify({ action: 'subscribe', topic }));
      } else if (message.action === 'subscribed') {
        pending.delete(message.topic as string);
        if (pending.size === 0) resolve(socket);
      } else if (message.action === 'subscribeRefused') {
        reject(new Error(`${message.topic as string} refused`));
      } else if (message.action === 'topic') {
        heard(message);
      }
    });
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`closed with ${code}`)));
  });
}

type Setup = {
  /** Where attendees' calls go: the one instance, or the proxy. */
  callUrl: string;
  /** Where the socket of the i-th attendee connects. */
  socketUrl: (index: number) => string;
  /** Where a chat message is posted and a vote is cast from: the first instance. */
  writeUrl: string;
  instances: Instance[];
};

/** Each instance's CPU time so far (user and system, µs). */
/** Waits until the clock's minute reaches `second` (the next minute's, if it has passed). */
const untilSecondOfMinute = (second: number) =>
  new Promise((resolve) => setTimeout(resolve, (second * 1000 - (Date.now() % 60_000) + 60_000) % 60_000));

const cpuUsages = (instances: Instance[]) => Promise.all(instances.map(async (instance) => (await instance.ask({ type: 'cpu' }, 'cpu')).usage));

async function measure(setup: Setup, organiserToken: string) {
  const [first] = setup.instances;
  const event = await eventWithRoom(first!.url, organiserToken);
  const seedStartedAt = performance.now();
  const { attendees } = await first!.ask({ type: 'seed', ...event, from: 0, count: SOCKETS + MESSAGES, role: 'attendee' }, 'seeded');
  const seedMs = Math.round(performance.now() - seedStartedAt);
  const crowd = attendees.slice(0, SOCKETS);
  const senders = attendees.slice(SOCKETS);
  const { channels } = (await call(setup.callUrl, '/venue/chat', senders[0]!.token)) as { channels: Array<{ id: number; kind: string; roomId: number | null }> };
  const channelId = channels.find((channel) => channel.kind === 'room' && channel.roomId === event.roomId)!.id;
  const chatTopic = topicOf('chat', channelId);

  const pollsTopic = topicOf('polls', event.roomId);
  const topics = [chatTopic, pollsTopic];

  const arrivals = new Arrivals();
  /**
   * What one socket hears, counted once per socket: each instance throttles a poll's results on
   * its own, so with two instances a socket may get the same totals from both.
   */
  const listener = () => {
    const seen = new Set<string>();
    const once = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      arrivals.arrived(key);
    };
    return (message: Message) => {
      if (message.topic === chatTopic && message.event === 'message') once(`message ${(message.data as { id: number }).id}`);
      if (message.topic !== pollsTopic || message.event !== POLL_EVENTS.results) return;
      const { pollId, ballots } = message.data as { pollId: number; ballots: number };
      // Results are pushed as totals: a socket has them all with the first push counting every ballot cast.
      once(`results ${pollId} ${ballots}`);
    };
  };
  const connectAll = async () => {
    const startedAt = performance.now();
    const sockets = await inParallel(crowd, async (attendee: Attendee, index) => {
      const { ticket } = (await call(setup.callUrl, '/venue/socketTicket', attendee.token, {})) as { ticket: string };
      return roomSocket(setup.socketUrl(index), ticket, event.roomId, topics, listener());
    });
    return { sockets, ms: Math.round(performance.now() - startedAt) };
  };
  const memories = () => Promise.all(setup.instances.map((instance) => instance.memory()));
  const growth = (before: NodeJS.MemoryUsage[], after: NodeJS.MemoryUsage[], key: 'rss' | 'heapUsed') =>
    Math.round(after.reduce((sum, usage, i) => sum + usage[key] - before[i]![key], 0) / SOCKETS);

  // The first round also grows what the server keeps anyway (compiled code, the database's caches,
  // buffers it reuses); the second round's growth is what the sockets and their subscriptions hold.
  await untilSecondOfMinute(WINDOW_START_SECOND);
  const windowStartedAt = Date.now();
  const cpuAtStart = await cpuUsages(setup.instances);
  const cold = await memories();
  const warmUp = await connectAll();
  const firstRound = await memories();
  for (const socket of warmUp.sockets) socket.close();
  await Promise.all(warmUp.sockets.map((socket) => new Promise((resolve) => (socket.readyState === socket.CLOSED ? resolve(null) : socket.once('close', resolve)))));
  const warm = await memories();
  const connected = await connectAll();
  const withSockets = await memories();

  const chatLatencies: number[] = [];
  let missed = 0;
  for (const [index, sender] of senders.entries()) {
    const sentAt = performance.now();
    const posted = (await call(setup.writeUrl, `/venue/chat/${channelId}/messages`, sender.token, { body: `Bench message ${index + 1}` })) as { id: number };
    // Pushes that came before the post's answer (which names the message) are counted as well.
    const times = await arrivals.all(`message ${posted.id}`, SOCKETS);
    chatLatencies.push(...times.map((at) => at - sentAt));
    missed += SOCKETS - times.length;
  }

  const votes = await voteAll(setup, organiserToken, event, crowd, arrivals);

  const cpuAtEnd = await cpuUsages(setup.instances);
  const windowEndedAt = Date.now();
  for (const socket of connected.sockets) socket.close();
  return {
    instances: setup.instances.length,
    recording: process.env.BENCH_RECORDING !== 'off',
    windowMs: windowEndedAt - windowStartedAt,
    minuteEnds: Math.floor(windowEndedAt / 60_000) - Math.floor(windowStartedAt / 60_000),
    serverCpuMs: Math.round(cpuAtEnd.reduce((sum, usage, i) => sum + usage.user + usage.system - cpuAtStart[i]!.user - cpuAtStart[i]!.system, 0) / 1000),
    sockets: SOCKETS,
    seedMs,
    connectMs: { warmUp: warmUp.ms, measured: connected.ms },
    memory: {
      withSocketsRssMiB: withSockets.map((usage) => mib(usage.rss)),
      withSocketsHeapUsedMiB: withSockets.map((usage) => mib(usage.heapUsed)),
      firstRound: { rssPerSocketBytes: growth(cold, firstRound, 'rss'), heapUsedPerSocketBytes: growth(cold, firstRound, 'heapUsed') },
      secondRound: { rssPerSocketBytes: growth(warm, withSockets, 'rss'), heapUsedPerSocketBytes: growth(warm, withSockets, 'heapUsed') },
    },
    chat: { messages: senders.length, deliveries: summary(chatLatencies), missed },
    votes,
  };
}

/**
 * The votes' connections: at most VOTE_CONNECTIONS at once, kept alive. One process may hold 20,000
 * descriptors here; 10,000 sockets and 10,000 connections of their own would be more.
 */
const VOTE_CONNECTIONS = Number(process.env.BENCH_VOTE_CONNECTIONS ?? 1000);
const voteAgent = new http.Agent({ keepAlive: true, maxSockets: VOTE_CONNECTIONS });

/** POSTs a vote and answers its status once the answer has been read to its end. */
function postVote(url: string, token: string, body: unknown): Promise<number> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent: voteAgent, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } },
      (answer) => {
        answer.resume();
        answer.once('end', () => resolve(answer.statusCode ?? 0));
        answer.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(text);
  });
}

/**
 * A live poll opened in the room, then every attendee of the crowd votes at the same moment
 * (alternating between its two options): how long the votes take, whether the totals are exact,
 * and when every socket has the results push that counts all of them.
 */
async function voteAll(setup: Setup, organiserToken: string, event: { eventId: number; roomId: number }, crowd: Attendee[], arrivals: Arrivals) {
  const poll = (await call(setup.writeUrl, '/poll', organiserToken, {
    eventId: event.eventId, id: 0, roomId: event.roomId, sessionId: null, question: 'Coffee or tea?', kind: 'single', live: true,
    resultsHidden: false, options: [{ id: 0, text: 'Coffee' }, { id: 0, text: 'Tea' }],
  })) as { id: number; options: Array<{ id: number }> };
  await call(setup.writeUrl, '/pollStatus', organiserToken, { eventId: event.eventId, pollId: poll.id, status: 'open' });

  const startedAt = performance.now();
  let lastAnsweredAt = startedAt;
  const statuses = await Promise.all(
    crowd.map(async (attendee, index) => {
      try {
        return String(await postVote(`${setup.callUrl}/api/venue/polls/${poll.id}/vote`, attendee.token, { optionIds: [poll.options[index % 2]!.id] }));
      } catch (error) {
        // A connection the server dropped (e.g. its headers were not read in time) is a vote not cast.
        return `failed: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
      } finally {
        lastAnsweredAt = Math.max(lastAnsweredAt, performance.now());
      }
    }),
  );
  const cast = statuses.map((status) => status === '200');
  const expected = poll.options.map((option, i) => ({ optionId: option.id, votes: crowd.filter((_, index) => index % 2 === i && cast[index]).length }));
  const castCount = cast.filter(Boolean).length;
  // Arrivals are recorded as they come; the wait for the last of them starts once every vote is answered.
  const pushedAt = await arrivals.all(`results ${poll.id} ${castCount}`, crowd.length);
  const counted = (await call(setup.writeUrl, `/poll/${event.eventId}/${poll.id}`, organiserToken)) as {
    results: { ballots: number; counts: Array<{ optionId: number; votes: number }> };
  };
  const lastPushAt = pushedAt.length === crowd.length ? Math.max(...pushedAt) : null;
  return {
    votes: crowd.length,
    answered: Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length])),
    allAnsweredMs: Math.round(lastAnsweredAt - startedAt),
    votesPerSecond: Math.round((castCount / (lastAnsweredAt - startedAt)) * 1000),
    countedExactly: counted.results.ballots === castCount && expected.every(({ optionId, votes }) => counted.results.counts.find((c) => c.optionId === optionId)?.votes === votes),
    ballots: counted.results.ballots,
    socketsWithFinalResults: pushedAt.length,
    finalResultsAtAllSocketsMs: lastPushAt === null ? null : Math.round(lastPushAt - startedAt),
    finalResultsAfterLastVoteMs: lastPushAt === null ? null : Math.round(lastPushAt - lastAnsweredAt),
  };
}

/** One instance: PGlite, or PostgreSQL when `databaseUrl` is given. */
async function oneInstance(databaseUrl?: string) {
  const dataDir = tempDataDir('engagement');
  const instance = await startInstance(dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const token = await signedInToken({ url: instance.url, dataDir });
    return await measure({ callUrl: instance.url, socketUrl: () => instance.url, writeUrl: instance.url, instances: [instance] }, token);
  } finally {
    await instance.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `count` instances on one PostgreSQL and one Redis behind Debian's nginx, configured from
 * `deploy/nginx` with a location per instance: sockets are spread over the instances in turn,
 * chat messages are posted through the first, votes go wherever nginx sends them.
 */
async function severalInstances(count: number, databaseUrl: string, redisUrl: string) {
  const dataDir = tempDataDir(`engagement-${count}`);
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: `aula-bench-${crypto.randomBytes(4).toString('hex')}:` };
  // The first brings the schema up to date; the others start side by side after it.
  const instances = [await startInstance(dataDir, env)];
  instances.push(...(await Promise.all(Array.from({ length: count - 1 }, () => startInstance(dataDir, env)))));
  let proxy: Nginx | null = null;
  try {
    proxy = await startNginx(
      instances.map((instance) => instance.url),
      // Two descriptors a socket and a vote connection each; a worker may hold 20,000 descriptors here.
      { pinned: true, workerConnections: 9_000, workers: Math.ceil((SOCKETS + VOTE_CONNECTIONS) / 3_000) },
    );
    const token = await signedInToken({ url: instances[0]!.url, dataDir });
    const via = proxy.via;
    return await measure({ callUrl: proxy.url, socketUrl: (index) => via(index % count), writeUrl: via(0), instances }, token);
  } finally {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The limit to hold Aula's fan-out against: the same number of sockets on a plain `ws` server with
 * no app code (bare-ws-server.ts), the same number of messages each written to all of them; ms from
 * asking for the broadcast to each socket's arrival, and the server's heap per socket.
 */
async function bareWs() {
  const child: ChildProcess = fork(path.join(root, 'bench/bare-ws-server.ts'), { cwd: root, execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { next, ask } = childAnswers<BareWsRequest, BareWsAnswer>(child);
  const { url } = await next('listening');
  const arrivals = new Arrivals();
  try {
    const before = (await ask({ type: 'memory' }, 'memory')).usage;
    const sockets = await inParallel(
      Array.from({ length: SOCKETS }, (_, index) => index),
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(url);
          socket.on('message', (raw) => arrivals.arrived(`bare ${(JSON.parse(raw.toString()) as { data: { id: number } }).data.id}`));
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    );
    const after = (await ask({ type: 'memory' }, 'memory')).usage;
    const latencies: number[] = [];
    let missed = 0;
    for (let id = 1; id <= MESSAGES; id += 1) {
      const sentAt = performance.now();
      await ask({ type: 'broadcast', message: { action: 'topic', topic: 'chat:1', event: 'message', data: { id, body: `Bench message ${id}` } } }, 'sent');
      const times = await arrivals.all(`bare ${id}`, SOCKETS);
      latencies.push(...times.map((at) => at - sentAt));
      missed += SOCKETS - times.length;
    }
    for (const socket of sockets) socket.close();
    return { sockets: SOCKETS, heapUsedPerSocketBytes: Math.round((after.heapUsed - before.heapUsed) / SOCKETS), messages: MESSAGES, deliveries: summary(latencies), missed };
  } finally {
    await new Promise<void>((resolve) => child.once('exit', () => resolve()).disconnect());
  }
}

/** On PGlite and, with BENCH_DATABASE_URL, PostgreSQL; with BENCH_REDIS_URL as well, on two and three instances; and the bare `ws` limit. */
export async function benchEngagement() {
  const results: Record<string, Awaited<ReturnType<typeof measure>> | Awaited<ReturnType<typeof bareWs>>> = {};
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL;
  // BENCH_ENGAGEMENT_SETUPS=postgres,two runs only those of the three.
  const wanted = (setup: string) => !process.env.BENCH_ENGAGEMENT_SETUPS || process.env.BENCH_ENGAGEMENT_SETUPS.split(',').includes(setup);
  if (wanted('pglite')) results.pglite = await oneInstance();
  if (databaseUrl && wanted('postgres')) results.postgres = await oneInstance(databaseUrl);
  if (databaseUrl && redisUrl && wanted('two')) results.twoInstances = await severalInstances(2, databaseUrl, redisUrl);
  if (databaseUrl && redisUrl && wanted('three')) results.threeInstances = await severalInstances(3, databaseUrl, redisUrl);
  if (wanted('bare')) results.bareWs = await bareWs();
  return results;
}
