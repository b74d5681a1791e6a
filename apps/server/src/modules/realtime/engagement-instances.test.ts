import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL_EVENTS, topicOf } from '@aula/shared';
import { NGINX } from '../../test/nginx';
import { startServerInstances, type ServerInstances } from '../../test/server-instances';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV } from '../events/events-test-support';
import { publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';
import { consoleSocket, venueSocket, type TestSocket } from '../../test/sockets';
import { presencePush } from '../presence/presence-test-support';

// Once per suite run: in the PostgreSQL project (the instances need a database server either way).
const databaseServerUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const redisUrl = process.env.TEST_REDIS_URL;

const METRICS_TOKEN = 'instances-test-metrics-token';

type Answer = { status: number; data: Record<string, unknown>; error?: { code: string } };

/** A call through nginx to `base` (`host:port/via/{i}`) with a bearer token, as the browser makes it. */
async function api(base: string, path: string, token: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`http://${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
}

/** The sockets an instance holds, by kind, as its metrics say. */
async function openSockets(instanceUrl: string): Promise<{ console: number; venue: number }> {
  const res = await fetch(`${instanceUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const open = (kind: string) => Number(new RegExp(`^aula_sockets_open\\{kind="${kind}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
  return { console: open('console'), venue: open('venue') };
}

/** Follows a topic; resolves once the server says the subscription is active. */
async function follow(socket: TestSocket, topic: string): Promise<void> {
  const answer = socket.next((m) => (m.action === 'subscribed' || m.action === 'subscribeRefused') && m.topic === topic);
  socket.send({ action: 'subscribe', topic });
  expect(await answer).toMatchObject({ action: 'subscribed' });
}

const change = (socket: TestSocket, topic: string, event: string, holds: (data: Record<string, unknown>) => boolean = () => true) =>
  socket.next((m) => m.action === 'topic' && m.topic === topic && m.event === event && holds(m.data as Record<string, unknown>));

/**
 * Live engagement on two real server processes behind nginx on loopback, on one
 * PostgreSQL and one Redis (docs/rules/performance.md#live-engagement): what is done through instance A reaches the sockets
 * held by instance B. Calls and sockets are pinned to an instance through nginx's `/via/{i}` locations.
 */
describe.skipIf(!databaseServerUrl || !redisUrl || !fs.existsSync(NGINX))('live engagement across two instances behind nginx (runs on PostgreSQL with TEST_REDIS_URL)', () => {
  let servers: ServerInstances;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let roomId: number;
  /** `host:port/via/{i}`: the base the socket helpers take, reaching instance i through nginx. */
  let onA: string;
  let onB: string;

  beforeAll(async () => {
    servers = await startServerInstances(2, {
      databaseServerUrl: databaseServerUrl!,
      redisUrl: redisUrl!,
      env: { ...EVENTS_TEST_ENV, RATE_LIMIT_PER_ACCOUNT: '1000', METRICS_TOKEN },
    });
    const base = (index: number) => servers.proxy.via(index).replace(/^http:\/\//, '');
    onA = base(0);
    onB = base(1);
    organiser = await signedInUser(servers.setup);
    event = await publishedEvent(servers.setup, organiser.token);
    roomId = await roomsClient(servers.setup, organiser.token).createRoom(event.eventId, { nameEn: 'Main hall', nameDe: 'Großer Saal' });
  });
  afterAll(async () => {
    await servers?.close();
  });

  it('forwards calls and socket upgrades to the instance asked: an attendee on B shows online to an organiser on A', async () => {
    const watching = await consoleSocket(onA, organiser.token);
    const ada = await signedInAttendee(servers.setup, event);
    const joined = presencePush(watching, event.eventId, (m) => (m.joined as number[]).includes(ada.accountId));
    const tab = await venueSocket(onB, ada.token);
    await joined;
    // Each instance says what it holds: the tab is B's, the console A's.
    expect(await Promise.all(servers.instances.map((instance) => openSockets(instance.url)))).toEqual([
      { console: 1, venue: 0 },
      { console: 0, venue: 1 },
    ]);
    tab.close();
    watching.close();
  });

  it('delivers a chat message written through A to the room chat’s followers on B, attendee and organiser', async () => {
    const [ada, bob] = [await signedInAttendee(servers.setup, event), await signedInAttendee(servers.setup, event)];
    const channels = await api(onA, '/venue/chat', ada.token);
    expect(channels.status).toBe(200);
    const room = (channels.data.channels as Array<{ id: number; kind: string; roomId: number | null }>).find((c) => c.kind === 'room' && c.roomId === roomId)!;
    const topic = topicOf('chat', room.id);
    const bobOnB = await venueSocket(onB, bob.token);
    const organiserOnB = await consoleSocket(onB, organiser.token);
    await follow(bobOnB, topic);
    await follow(organiserOnB, topic);

    const heard = [bobOnB, organiserOnB].map((socket) => change(socket, topic, 'message', (data) => data.body === 'Guten Morgen aus Saal A'));
    const posted = await api(onA, `/venue/chat/${room.id}/messages`, ada.token, { body: 'Guten Morgen aus Saal A' });
    expect(posted.status).toBe(200);
    for (const message of await Promise.all(heard)) expect(message.data).toMatchObject({ id: posted.data.id, seq: posted.data.seq, channelId: room.id });
    // What a reconnecting client asks on B answers the same message from the database.
    const caughtUp = await api(onB, `/venue/chat/${room.id}/messages?after=0`, bob.token);
    expect(caughtUp.status).toBe(200);
    expect((caughtUp.data.messages as Array<{ id: number }>).map((m) => m.id)).toContain(posted.data.id);
    bobOnB.close();
    organiserOnB.close();
  });

  it('pushes the results of a vote cast through A to the room’s followers on B', async () => {
    const saved = await api(onA, '/poll', organiser.token, {
      eventId: event.eventId, id: 0, roomId, sessionId: null, question: 'Kaffee oder Tee?', kind: 'single', live: true, resultsHidden: false,
      options: [{ id: 0, text: 'Kaffee' }, { id: 0, text: 'Tee' }],
    });
    expect(saved.status, JSON.stringify(saved)).toBe(200);
    const pollId = saved.data.id as number;
    const [tea] = (saved.data.options as Array<{ id: number }>).slice(1);
    const [ada, bob] = [await signedInAttendee(servers.setup, event), await signedInAttendee(servers.setup, event)];
    const bobOnB = await venueSocket(onB, bob.token);
    const topic = topicOf('polls', roomId);
    await follow(bobOnB, topic);

    const opened = change(bobOnB, topic, POLL_EVENTS.poll, (data) => data.id === pollId && data.status === 'open');
    expect((await api(onA, '/pollStatus', organiser.token, { eventId: event.eventId, pollId, status: 'open' })).status).toBe(200);
    await opened;
    const counted = change(bobOnB, topic, POLL_EVENTS.results, (data) => data.pollId === pollId && data.ballots === 1);
    const vote = await api(onA, `/venue/polls/${pollId}/vote`, ada.token, { optionIds: [tea!.id] });
    expect(vote.status, JSON.stringify(vote)).toBe(200);
    expect((await counted).data).toMatchObject({ counts: expect.arrayContaining([{ optionId: tea!.id, votes: 1 }]) });
    bobOnB.close();
  });

  it('tells a moderation action taken through A to the attendee’s sockets and the moderation topic on B, effective at once on B', async () => {
    const ada = await signedInAttendee(servers.setup, event);
    const adaOnB = await venueSocket(onB, ada.token);
    const organiserOnB = await consoleSocket(onB, organiser.token);
    const topic = topicOf('moderation', event.eventId);
    await follow(organiserOnB, topic);

    const noticed = adaOnB.next((m) => m.action === 'notice' && m.event === 'restricted');
    const listed = change(organiserOnB, topic, 'restricted', (data) => data.accountId === ada.accountId);
    const muted = await api(onA, `/restrictAccount/${event.eventId}`, organiser.token, { accountId: ada.accountId, kind: 'mute', minutes: 30 });
    expect(muted.status, JSON.stringify(muted)).toBe(200);
    expect(await noticed).toMatchObject({ data: { kind: 'mute' } });
    await listed;

    const channels = await api(onB, '/venue/chat', ada.token);
    const room = (channels.data.channels as Array<{ id: number; kind: string; roomId: number | null }>).find((c) => c.kind === 'room' && c.roomId === roomId)!;
    const refused = await api(onB, `/venue/chat/${room.id}/messages`, ada.token, { body: 'Darf ich noch?' });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('engagement_muted');
    adaOnB.close();
    organiserOnB.close();
  });
});
