import type { WebSocket } from 'ws';
import { parseTopic, type TopicKind, type VenueServerSocketMessage } from '@aula/shared';
import type { PubSub } from '../../adapters/pubsub/pubsub';
import { ATTENDEE_SESSION_ENDS_CHANNEL, type AttendeeSessionEnd } from '../attendee-auth/sessions';
import { SESSION_CHECK_INTERVAL_MS } from '../realtime/hub';
import { createTopicSubscriptions } from '../realtime/topic-subscriptions';
import { ATTENDEE_NOTICES_CHANNEL, TOPICS_CHANNEL, type AttendeeNoticeEnvelope, type TopicEnvelope } from '../realtime/topics';
import { closeSocket, type SocketCloseCause } from '../ticketed-sockets/socket-close';
import type { AnalyticsService } from '../analytics/service';
import type { Presence } from '../presence/service';
import type { VenueSocketSession } from './tickets';

/** Venue sockets one attendee may keep on one instance; a new one beyond this drops the oldest (as for organisers). */
export const MAX_VENUE_SOCKETS_PER_ACCOUNT = 20;

/**
 * An authenticated venue socket: its session, the room its tab is in, whether it answered the last
 * ping, and what the tab last reported (docs/rules/analytics.md#what-is-recorded): whether it is visible and its room's stream plays.
 */
export type VenueConnection = VenueSocketSession & { socket: WebSocket; roomId: number | null; alive: boolean; visible: boolean; playing: boolean };

/** The topics a ban bars: everything but the polls. */
const BANNED_KINDS = new Set<TopicKind>(['chat', 'wall', 'wallQueue', 'qna', 'qnaQueue', 'moderation']);

type VenueHubDeps = {
  pubsub: PubSub;
  /** Which of these attendee sessions still hold. */
  liveSessionIds: (tokenIds: number[]) => Promise<number[]>;
  onCheckFailed: (error: unknown) => void;
  presence: Pick<Presence, 'reportLocal'>;
  /** Told of every tab's change and close, to fold into analytics minutes. */
  analytics: Pick<AnalyticsService, 'reportTab'>;
  /** How often every socket is pinged at the protocol level; one that missed the last ping is dropped. */
  pingIntervalMs: number;
};

const roomsOf = (connections: Iterable<VenueConnection>) =>
  [...new Set([...connections].flatMap((c) => (c.roomId === null ? [] : [c.roomId])))].sort((a, b) => a - b);

/**
 * This instance's venue sockets, by attendee account. It tells the presence service whenever an
 * attendee's sockets here change (first opened, room entered or left, last closed), closes the
 * sockets of sessions that ended (at once through the pub/sub, and at the latest at the periodic
 * check, as the console's hub does), and pings every socket so that one whose network is gone is
 * noticed without waiting for TCP. One timer serves all sockets: nothing per socket but the socket.
 */
export function createVenueHub({ pubsub, liveSessionIds, onCheckFailed, presence, analytics, pingIntervalMs }: VenueHubDeps) {
  // A Set keeps insertion order: per account, the first is the oldest socket.
  const byAccount = new Map<number, Set<VenueConnection>>();
  const topics = createTopicSubscriptions<VenueConnection>();
  const all = () => [...byAccount.values()].flatMap((mine) => [...mine]);

  const report = (connection: VenueConnection) => {
    const mine = byAccount.get(connection.accountId);
    const { eventId, companyId, accountId } = connection;
    presence.reportLocal({ eventId, companyId, accountId, rooms: mine ? roomsOf(mine) : null });
  };

  const reportActivity = (connection: VenueConnection, open: boolean) => {
    const { accountId, eventId, roomId, visible, playing } = connection;
    analytics.reportTab(connection, open ? { accountId, eventId, roomId, visible, playing } : null);
  };

  const remove = (connection: VenueConnection) => {
    const mine = byAccount.get(connection.accountId);
    if (!mine?.delete(connection)) return;
    topics.removeAll(connection);
    if (mine.size === 0) byAccount.delete(connection.accountId);
    report(connection);
    reportActivity(connection, false);
  };

  const drop = (connection: VenueConnection, cause: SocketCloseCause) => {
    remove(connection);
    closeSocket(connection.socket, cause);
  };

  const endSessions = (payload: unknown) => {
    const ended = new Set((payload as AttendeeSessionEnd).tokenIds);
    for (const connection of all()) if (ended.has(connection.tokenId)) drop(connection, 'unauthorized');
  };

  async function checkSessions(): Promise<void> {
    const connections = all();
    if (connections.length === 0) return;
    const live = new Set(await liveSessionIds([...new Set(connections.map((c) => c.tokenId))]));
    for (const connection of connections) if (!live.has(connection.tokenId)) drop(connection, 'unauthorized');
  }

  const pingAll = () => {
    for (const connection of all()) {
      if (!connection.alive) {
        remove(connection);
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  };

  const deliverTopic = (payload: unknown) => {
    const { topic, event, data } = payload as TopicEnvelope;
    topics.deliver(topic, JSON.stringify({ action: 'topic', topic, event, data } satisfies VenueServerSocketMessage));
  };

  const deliverNotice = (payload: unknown) => {
    const { accountId, event, data } = payload as AttendeeNoticeEnvelope;
    const mine = byAccount.get(accountId);
    if (!mine) return;
    const text = JSON.stringify({ action: 'notice', event, data } satisfies VenueServerSocketMessage);
    // A ban ends at once what it bars (chat, wall, Q&A); subscribing again is refused while it holds.
    const banned = event === 'restricted' && (data as { kind?: string }).kind === 'ban';
    for (const connection of mine) {
      if (banned) topics.unsubscribeWhere(connection, (topic) => BANNED_KINDS.has(parseTopic(topic)?.kind ?? 'moderation'));
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text);
    }
  };

  const unsubscribers = [
    pubsub.subscribe(ATTENDEE_SESSION_ENDS_CHANNEL, endSessions),
    pubsub.subscribe(TOPICS_CHANNEL, deliverTopic),
    pubsub.subscribe(ATTENDEE_NOTICES_CHANNEL, deliverNotice),
    pubsub.onGap(() => topics.announceAgain()),
  ];
  const checkTimer = setInterval(() => void checkSessions().catch(onCheckFailed), SESSION_CHECK_INTERVAL_MS);
  const pingTimer = setInterval(pingAll, pingIntervalMs);
  checkTimer.unref();
  pingTimer.unref();

  return {
    /** Adds an authenticated socket, dropping the account's oldest beyond the cap; returns its removal. */
    add(session: VenueSocketSession, socket: WebSocket): { connection: VenueConnection; remove: () => void } {
      // Visible until the tab says otherwise: a tab that opens the venue is almost always in front.
      const connection: VenueConnection = { ...session, socket, roomId: null, alive: true, visible: true, playing: false };
      socket.on('pong', () => {
        connection.alive = true;
      });
      const mine = byAccount.get(session.accountId) ?? new Set();
      byAccount.set(session.accountId, mine);
      mine.add(connection);
      for (const oldest of [...mine].slice(0, Math.max(0, mine.size - MAX_VENUE_SOCKETS_PER_ACCOUNT))) {
        drop(oldest, 'tooManySockets');
      }
      report(connection);
      reportActivity(connection, true);
      return { connection, remove: () => remove(connection) };
    },

    /** The socket's tab shows this room of its event now, or (null) no room. */
    setRoom(connection: VenueConnection, roomId: number | null): void {
      if (connection.roomId === roomId || !byAccount.get(connection.accountId)?.has(connection)) return;
      connection.roomId = roomId;
      // The player of the room left behind stops with it; the new room's reports its own start.
      connection.playing = false;
      report(connection);
      reportActivity(connection, true);
    },

    /** The tab is visible or hidden, and its room's stream plays or not (docs/rules/analytics.md#what-is-recorded). */
    setActivity(connection: VenueConnection, visible: boolean, playing: boolean): void {
      if (!byAccount.get(connection.accountId)?.has(connection)) return;
      // Outside a room nothing plays: the venue's player is in a room's page.
      const plays = connection.roomId !== null && playing;
      if (connection.visible === visible && connection.playing === plays) return;
      connection.visible = visible;
      connection.playing = plays;
      reportActivity(connection, true);
    },

    /** The socket follows a topic (docs/rules/communications.md#live-updates) while it is open; false when it follows too many already. */
    subscribe: (connection: VenueConnection, topic: string) =>
      (byAccount.get(connection.accountId)?.has(connection) ?? false) && topics.subscribe(connection, topic),
    unsubscribe: (connection: VenueConnection, topic: string) => topics.unsubscribe(connection, topic),
    follows: (connection: VenueConnection, topic: string) => topics.follows(connection, topic),
    /** Sends a change of a topic to this instance's sockets only: for what every instance works out by itself (a room's count). */
    deliverTopicHere: (topic: string, event: string, data: unknown) => deliverTopic({ topic, event, data } satisfies TopicEnvelope),
    /** How many of this instance's venue sockets follow a topic. */
    followers: (topic: string) => topics.followers(topic),

    /** Counts as an answer to the last ping: a socket that talks is alive. */
    heard(connection: VenueConnection): void {
      connection.alive = true;
    },

    /** Closes the sockets whose session has ended; runs every SESSION_CHECK_INTERVAL_MS. */
    checkSessions,

    get size() {
      let count = 0;
      for (const mine of byAccount.values()) count += mine.size;
      return count;
    },

    close(): void {
      clearInterval(checkTimer);
      clearInterval(pingTimer);
      for (const unsubscribe of unsubscribers) unsubscribe();
      const connections = all();
      byAccount.clear();
      for (const { socket } of connections) closeSocket(socket, 'shuttingDown');
    },
  };
}

export type VenueHub = ReturnType<typeof createVenueHub>;
