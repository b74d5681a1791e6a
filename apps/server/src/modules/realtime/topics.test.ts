import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { MAX_TOPICS_PER_SOCKET, topicOf } from '@aula/shared';
import { createRedisPubSub } from '../../adapters/pubsub/redis-pubsub';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV } from '../events/events-test-support';
import { publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { consoleSocket, listening, openSocket, venueSocket, type TestSocket } from '../../test/sockets';
import { createTopicSubscriptions } from './topic-subscriptions';
import { createTopicAccess, type TopicSubscriber } from './topics';

type Message = Record<string, unknown>;

/** A socket as the subscriptions know it: what it was sent, and whether it is open. */
function fakeSocket(open = true) {
  const sent: unknown[] = [];
  const socket = { OPEN: 1, readyState: open ? 1 : 3, send: (text: string) => sent.push(JSON.parse(text)) };
  return { connection: { socket: socket as unknown as WebSocket }, sent };
}

describe('createTopicAccess', () => {
  const attendee: TopicSubscriber = { kind: 'attendee', accountId: 7, eventId: 3, companyId: 2 };
  const organiser: TopicSubscriber = { kind: 'organiser', userId: 5, companyId: 2 };

  it('asks the rule of the topic’s kind with the subscriber and the id', async () => {
    const access = createTopicAccess();
    const rule = vi.fn(async (subscriber: TopicSubscriber, id: number) => subscriber.kind === 'attendee' && subscriber.eventId === id);
    access.define('wall', rule);
    expect(await access.allows(attendee, 'wall:3')).toBe(true);
    expect(await access.allows(attendee, 'wall:4')).toBe(false);
    expect(await access.allows(organiser, 'wall:3')).toBe(false);
    expect(rule).toHaveBeenCalledWith(attendee, 3);
  });

  it('refuses a kind without a rule, text that is not a topic, and an id beyond an id column, without asking a rule', async () => {
    const access = createTopicAccess();
    const rule = vi.fn(async () => true);
    access.define('chat', rule);
    for (const topic of ['polls:1', 'chat', 'chat:0', 'chat:-1', 'chat:01', 'chat:1:2', 'Chat:1', 'chat:2147483648', 'nonsense:1']) {
      expect(await access.allows(organiser, topic), topic).toBe(false);
    }
    expect(rule).not.toHaveBeenCalled();
    expect(await access.allows(organiser, 'chat:2147483647')).toBe(true);
  });

  it('refuses to define a kind twice: two features cannot both decide who follows it', () => {
    const access = createTopicAccess();
    access.define('qna', async () => true);
    expect(() => access.define('qna', async () => false)).toThrow(/qna is defined twice/);
  });
});

describe('createTopicSubscriptions', () => {
  it('delivers a topic’s text to its open followers only, once each', () => {
    const topics = createTopicSubscriptions<ReturnType<typeof fakeSocket>['connection']>();
    const [first, second, other, closed] = [fakeSocket(), fakeSocket(), fakeSocket(), fakeSocket(false)];
    expect(topics.subscribe(first.connection, 'chat:1')).toBe(true);
    expect(topics.subscribe(first.connection, 'chat:1')).toBe(true);
    topics.subscribe(second.connection, 'chat:1');
    topics.subscribe(other.connection, 'chat:2');
    topics.subscribe(closed.connection, 'chat:1');
    topics.deliver('chat:1', JSON.stringify({ n: 1 }));
    expect(first.sent).toEqual([{ n: 1 }]);
    expect(second.sent).toEqual([{ n: 1 }]);
    expect(other.sent).toEqual([]);
    expect(closed.sent).toEqual([]);
    expect(topics.followers('chat:1')).toBe(3);
  });

  it('stops delivering after unsubscribe, and forgets a topic without followers', () => {
    const topics = createTopicSubscriptions<ReturnType<typeof fakeSocket>['connection']>();
    const { connection, sent } = fakeSocket();
    topics.subscribe(connection, 'polls:4');
    topics.unsubscribe(connection, 'polls:4');
    topics.unsubscribe(connection, 'polls:5');
    topics.deliver('polls:4', '{}');
    expect(sent).toEqual([]);
    expect(topics.followers('polls:4')).toBe(0);
  });

  it(`lets one socket follow at most ${MAX_TOPICS_PER_SOCKET} topics; one it follows already still counts as followed`, () => {
    const topics = createTopicSubscriptions<ReturnType<typeof fakeSocket>['connection']>();
    const { connection } = fakeSocket();
    for (let id = 1; id <= MAX_TOPICS_PER_SOCKET; id++) expect(topics.subscribe(connection, `chat:${id}`)).toBe(true);
    expect(topics.subscribe(connection, `chat:${MAX_TOPICS_PER_SOCKET + 1}`)).toBe(false);
    expect(topics.subscribe(connection, 'chat:1')).toBe(true);
    topics.unsubscribe(connection, 'chat:1');
    expect(topics.subscribe(connection, `chat:${MAX_TOPICS_PER_SOCKET + 1}`)).toBe(true);
    // Another socket has its own allowance.
    expect(topics.subscribe(fakeSocket().connection, `chat:${MAX_TOPICS_PER_SOCKET + 2}`)).toBe(true);
  });

  it('drops every subscription of a socket that closed, and only its', () => {
    const topics = createTopicSubscriptions<ReturnType<typeof fakeSocket>['connection']>();
    const [gone, staying] = [fakeSocket(), fakeSocket()];
    for (const topic of ['chat:1', 'qna:2']) topics.subscribe(gone.connection, topic);
    topics.subscribe(staying.connection, 'chat:1');
    topics.removeAll(gone.connection);
    expect(topics.followers('chat:1')).toBe(1);
    expect(topics.followers('qna:2')).toBe(0);
    // Subscribing again after a reconnect starts from nothing.
    expect(topics.subscribe(gone.connection, 'qna:2')).toBe(true);
  });
});

/** Everything a socket receives from now on, in order. */
function recording(socket: TestSocket): Message[] {
  const received: Message[] = [];
  socket.socket.on('message', (raw) => received.push(JSON.parse(raw.toString()) as Message));
  return received;
}

const answerTo = (socket: TestSocket, topic: string) =>
  socket.next((m) => (m.action === 'subscribed' || m.action === 'subscribeRefused') && m.topic === topic);

/** Subscribes and resolves with the server's answer: `subscribed` or `subscribeRefused`. */
async function subscribe(socket: TestSocket, topic: string): Promise<unknown> {
  const answer = answerTo(socket, topic);
  socket.send({ action: 'subscribe', topic });
  return (await answer).action;
}

const pushOf = (socket: TestSocket, topic: string) => socket.next((m) => m.action === 'topic' && m.topic === topic);

/**
 * The rules of this file's topics, in place of the features' (which their own tests cover): the
 * socket plumbing is the same for every kind. `wall:{eventId}` for the event's attendees and the
 * organisers of its company, `wallQueue:{eventId}` for nobody, `chat:{n}` for everyone.
 */
function testAccess(event: () => { eventId: number; companyId: number }) {
  const access = createTopicAccess();
  access.define('wall', async (subscriber, id) =>
    subscriber.kind === 'attendee' ? subscriber.eventId === id : subscriber.companyId === event().companyId && id === event().eventId,
  );
  access.define('wallQueue', async () => false);
  access.define('chat', async () => true);
  return access;
}

describe('topics on the venue’s and the console’s sockets', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };

  beforeAll(async () => {
    t = await createTestApp({ ...EVENTS_TEST_ENV, PUBLIC_URL: 'https://aula.test' });
    base = await listening(t.app);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    const access = testAccess(() => ({ eventId: event.eventId, companyId: organiser.companyId }));
    vi.spyOn(t.app.services.topicAccess, 'allows').mockImplementation(access.allows);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an attendee’s subscribe with subscribed or subscribeRefused, by the kind’s rule', async () => {
    const ada = await signedInAttendee(t, event);
    const tab = await venueSocket(base, ada.token);
    expect(await subscribe(tab, topicOf('wall', event.eventId))).toBe('subscribed');
    expect(await subscribe(tab, topicOf('wall', event.eventId + 1))).toBe('subscribeRefused');
    expect(await subscribe(tab, topicOf('wallQueue', event.eventId))).toBe('subscribeRefused');
    expect(await subscribe(tab, topicOf('qnaQueue', 1))).toBe('subscribeRefused');
    expect(t.app.venueSockets.followers(topicOf('wall', event.eventId))).toBe(1);
    expect(t.app.venueSockets.followers(topicOf('wall', event.eventId + 1))).toBe(0);
    tab.close();
  });

  it('answers an organiser’s subscribe on the console socket by the same rules', async () => {
    const organiserTab = await consoleSocket(base, organiser.token);
    const stranger = await consoleSocket(base, (await signedInUser(t)).token);
    expect(await subscribe(organiserTab, topicOf('wall', event.eventId))).toBe('subscribed');
    expect(await subscribe(stranger, topicOf('wall', event.eventId))).toBe('subscribeRefused');
    expect(await subscribe(organiserTab, topicOf('wallQueue', event.eventId))).toBe('subscribeRefused');
    expect(t.app.sockets.followers(topicOf('wall', event.eventId))).toBe(1);
    organiserTab.close();
    stranger.close();
  });

  it('closes a socket that subscribes before it authenticated', async () => {
    for (const path of ['/api/venue/ws', '/api/ws']) {
      const unauthenticated = await openSocket(base, path, null);
      unauthenticated.send({ action: 'subscribe', topic: 'chat:1' });
      expect(await unauthenticated.closeCode).toBe(4401);
    }
  });

  it('delivers a published change to the followers of its topic on both sockets, and to nobody else', async () => {
    const [ada, bob] = [await signedInAttendee(t, event), await signedInAttendee(t, event)];
    const adaTab = await venueSocket(base, ada.token);
    const bobTab = await venueSocket(base, bob.token);
    const organiserTab = await consoleSocket(base, organiser.token);
    const wall = topicOf('wall', event.eventId);
    const bobHeard = recording(bobTab);
    await subscribe(adaTab, wall);
    await subscribe(organiserTab, wall);
    await subscribe(bobTab, 'chat:9');

    const toAda = pushOf(adaTab, wall);
    const toConsole = pushOf(organiserTab, wall);
    await t.app.services.topicPush.publish(wall, 'post', { id: 1, seq: 1, text: 'Hallo' });
    const expected = { action: 'topic', topic: wall, event: 'post', data: { id: 1, seq: 1, text: 'Hallo' } };
    expect(await toAda).toEqual(expected);
    expect(await toConsole).toEqual(expected);

    // Pushes arrive in order: once Bob has his own topic's change, the wall's would have come before it.
    const toBob = pushOf(bobTab, 'chat:9');
    await t.app.services.topicPush.publish('chat:9', 'message', { id: 2, seq: 1 });
    await toBob;
    expect(bobHeard.filter((m) => m.action === 'topic').map((m) => m.topic)).toEqual(['chat:9']);
    for (const socket of [adaTab, bobTab, organiserTab]) socket.close();
  });

  it('stops delivering a topic after unsubscribe, on both sockets', async () => {
    const ada = await signedInAttendee(t, event);
    const tab = await venueSocket(base, ada.token);
    const organiserTab = await consoleSocket(base, organiser.token);
    const wall = topicOf('wall', event.eventId);
    const heard = [recording(tab), recording(organiserTab)];
    for (const socket of [tab, organiserTab]) {
      await subscribe(socket, wall);
      await subscribe(socket, 'chat:10');
      socket.send({ action: 'unsubscribe', topic: wall });
    }
    // Messages on one socket are handled in order: a pong means the unsubscribe was done.
    await Promise.all([tab.answersPing(), organiserTab.answersPing()]);
    await t.app.services.topicPush.publish(wall, 'post', { id: 3, seq: 2 });
    const last = [pushOf(tab, 'chat:10'), pushOf(organiserTab, 'chat:10')];
    await t.app.services.topicPush.publish('chat:10', 'message', { id: 4, seq: 1 });
    await Promise.all(last);
    for (const received of heard) expect(received.filter((m) => m.action === 'topic').map((m) => m.topic)).toEqual(['chat:10']);
    tab.close();
    organiserTab.close();
  });

  it(`refuses a socket’s topic beyond ${MAX_TOPICS_PER_SOCKET}, and accepts it once one is given up`, async () => {
    const ada = await signedInAttendee(t, event);
    const tab = await venueSocket(base, ada.token);
    const organiserTab = await consoleSocket(base, organiser.token);
    for (const socket of [tab, organiserTab]) {
      const answers = await Promise.all(Array.from({ length: MAX_TOPICS_PER_SOCKET }, (_, i) => subscribe(socket, `chat:${100 + i}`)));
      expect(answers.every((answer) => answer === 'subscribed')).toBe(true);
      expect(await subscribe(socket, 'chat:999')).toBe('subscribeRefused');
      expect(await subscribe(socket, 'chat:100')).toBe('subscribed');
      socket.send({ action: 'unsubscribe', topic: 'chat:100' });
      expect(await subscribe(socket, 'chat:999')).toBe('subscribed');
    }
    tab.close();
    organiserTab.close();
  });

  it('drops the subscriptions of a socket when it closes', async () => {
    const ada = await signedInAttendee(t, event);
    const tab = await venueSocket(base, ada.token);
    const organiserTab = await consoleSocket(base, organiser.token);
    await subscribe(tab, 'chat:500');
    await subscribe(organiserTab, 'chat:500');
    expect(t.app.venueSockets.followers('chat:500')).toBe(1);
    expect(t.app.sockets.followers('chat:500')).toBe(1);
    tab.close();
    organiserTab.close();
    await vi.waitFor(() => {
      expect(t.app.venueSockets.followers('chat:500')).toBe(0);
      expect(t.app.sockets.followers('chat:500')).toBe(0);
    });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

/** Two instances on one database and one Redis, each with its own connections, as in instances.test.ts. */
describe.skipIf(!redisUrl)('topics and notices across two instances (runs when TEST_REDIS_URL names a Redis)', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const base = new Map<FastifyInstance, string>();
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  // Its own channels, so test files running at the same time on one Redis never hear each other.
  const channelPrefix = `aula-test-${crypto.randomBytes(4).toString('hex')}:`;
  const pubsub = (name: string) =>
    createRedisPubSub(redisUrl!, { warn: vi.fn(), error: vi.fn() }, { name: `${channelPrefix}${name}`, channelPrefix });

  beforeAll(async () => {
    t = await createTestApp({ ...EVENTS_TEST_ENV, PUBLIC_URL: 'https://aula.test' }, { adapters: { pubsub: pubsub('a') } });
    a = t.app;
    b = await buildApp({ config: t.config, database: t.database, now: () => a.now(), adapters: { pubsub: pubsub('b') } });
    for (const app of [a, b]) base.set(app, await listening(app));
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    const access = testAccess(() => ({ eventId: event.eventId, companyId: organiser.companyId }));
    for (const app of [a, b]) vi.spyOn(app.services.topicAccess, 'allows').mockImplementation(access.allows);
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('delivers a change published on one instance to followers on both', async () => {
    const ada = await signedInAttendee(t, event);
    const onB = await venueSocket(base.get(b)!, ada.token);
    const consoleOnA = await consoleSocket(base.get(a)!, organiser.token);
    const wall = topicOf('wall', event.eventId);
    await subscribe(onB, wall);
    await subscribe(consoleOnA, wall);
    const pushed = [pushOf(onB, wall), pushOf(consoleOnA, wall)];
    await a.services.topicPush.publish(wall, 'post', { id: 5, seq: 3 });
    for (const message of await Promise.all(pushed)) expect(message).toMatchObject({ event: 'post', data: { id: 5, seq: 3 } });
    onB.close();
    consoleOnA.close();
  });

  it('sends a notice to every venue socket of one attendee, on every instance, and to nobody else', async () => {
    const [ada, bob] = [await signedInAttendee(t, event), await signedInAttendee(t, event)];
    const adaTabs = [await venueSocket(base.get(a)!, ada.token), await venueSocket(base.get(b)!, ada.token), await venueSocket(base.get(b)!, ada.token)];
    const bobTab = await venueSocket(base.get(b)!, bob.token);
    const bobHeard = recording(bobTab);
    const noticed = adaTabs.map((tab) => tab.next((m) => m.action === 'notice'));
    await b.services.topicPush.noticeToAttendee(ada.accountId, 'restricted', { kind: 'mute', until: null });
    for (const notice of await Promise.all(noticed)) expect(notice).toEqual({ action: 'notice', event: 'restricted', data: { kind: 'mute', until: null } });

    // Notices arrive in order: once Bob has his own, Ada's would have come before it.
    const toBob = bobTab.next((m) => m.action === 'notice');
    await a.services.topicPush.noticeToAttendee(bob.accountId, 'approved', { id: 1 });
    await toBob;
    expect(bobHeard.filter((m) => m.action === 'notice')).toEqual([{ action: 'notice', event: 'approved', data: { id: 1 } }]);
    for (const tab of [...adaTabs, bobTab]) tab.close();
  });
});
