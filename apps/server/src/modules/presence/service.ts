import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OnlineAccounts, ServerSocketMessage } from '@aula/shared';
import type { PubSub } from '../../adapters/pubsub/pubsub';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import { createPresenceView, type AccountState, type Rooms } from './presence-view';
import { createRoomCounts, type RoomSockets } from './room-counts';
import { createThrottle } from './throttle';

/** The pub/sub channel on which instances tell each other who is online on them. */
export const PRESENCE_CHANNEL = 'presence';
/** The console gets at most one push per event this often, however many attendees come and go. */
export const CONSOLE_UPDATE_INTERVAL_MS = 250;
/** This instance's changes go to the others in batches at most this often. */
const PUBLISH_INTERVAL_MS = 50;

/** One attendee on the wire: event, company, account, and their rooms on the sender (null: gone from it). */
type AccountTuple = [eventId: number, companyId: number, accountId: number, rooms: Rooms | null];
type SyncMessage =
  | { type: 'changes'; instance: string; accounts: AccountTuple[] }
  | { type: 'snapshot'; instance: string; accounts: AccountTuple[] }
  | { type: 'hello'; instance: string }
  | { type: 'goodbye'; instance: string };

const toTuple = (state: AccountState): AccountTuple => [state.eventId, state.companyId, state.accountId, state.rooms];
const fromTuple = ([eventId, companyId, accountId, rooms]: AccountTuple): AccountState => ({ eventId, companyId, accountId, rooms });

/**
 * The timings that keep the promise "offline within `offlineAfterMs`" (30 s): a venue socket whose
 * network is gone misses a protocol ping and is dropped at the next one (at most two intervals),
 * and another instance's attendees go when it has been silent for two thirds of the window,
 * noticed at the next heartbeat.
 */
export function presenceTimings(offlineAfterMs: number) {
  return {
    socketPingMs: Math.round(offlineAfterMs / 3),
    heartbeatMs: Math.round(offlineAfterMs / 6),
    instanceSilenceMs: Math.round((offlineAfterMs * 2) / 3),
  };
}

/** The organisers' sockets on this instance, which the console's pushes go to. */
export type ConsoleSockets = {
  hasCompanyHere(companyId: number): boolean;
  sendToCompanyHere(companyId: number, message: ServerSocketMessage): void;
};

type PresenceDeps = {
  pubsub: PubSub;
  log: Pick<FastifyBaseLogger, 'warn'>;
  offlineAfterMs: number;
  events: Pick<EventsService, 'requireOwned'>;
};

/**
 * The online state (docs/rules/venue.md#presence), kept right across instances through the pub/sub adapter. Each instance
 * knows its own venue sockets first hand (`reportLocal`), sends its changes in small batches, and
 * a full snapshot of its attendees every heartbeat, which also says it is alive; the others keep
 * a view of every instance and drop one that said goodbye or fell silent. Every instance can
 * therefore answer the console and push changes to the organisers connected to it, at most once
 * per event every CONSOLE_UPDATE_INTERVAL_MS.
 */
export function createPresence({ pubsub, log, offlineAfterMs, events }: PresenceDeps) {
  const instance = crypto.randomUUID();
  const timings = presenceTimings(offlineAfterMs);
  const view = createPresenceView();
  /** When each other instance was last heard from (a monotonic clock: nothing here depends on wall time). */
  const lastHeard = new Map<string, number>();
  /** This instance's attendees changed since its last message to the others. */
  const unpublished = new Map<number, { eventId: number; companyId: number }>();
  /** Per event with changes not yet pushed to the console: whether each changed attendee was online before. */
  const unpushed = new Map<number, { companyId: number; wasOnline: Map<number, boolean> }>();
  let consoles: ConsoleSockets | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const unsubscribers: Array<() => void> = [];

  const publish = async (message: SyncMessage) => {
    try {
      await pubsub.publish(PRESENCE_CHANNEL, message);
    } catch (error) {
      // The next heartbeat's snapshot says it all again.
      log.warn({ err: error, type: message.type }, 'could not publish presence');
    }
  };

  const pushToConsoles = () => {
    const changed = [...unpushed];
    unpushed.clear();
    for (const [eventId, { companyId, wasOnline }] of changed) {
      if (!consoles?.hasCompanyHere(companyId)) continue;
      const joined: number[] = [];
      const left: number[] = [];
      for (const [accountId, was] of wasOnline) {
        const is = view.isOnline(eventId, accountId);
        if (is && !was) joined.push(accountId);
        else if (was && !is) left.push(accountId);
      }
      consoles.sendToCompanyHere(companyId, { action: 'presence', eventId, ...view.counts(eventId), joined, left });
    }
  };
  const consoleUpdates = createThrottle(CONSOLE_UPDATE_INTERVAL_MS, pushToConsoles);
  const roomCounts = createRoomCounts((eventId, roomId) => view.inRoom(eventId, roomId).length);

  /** Records what an instance reports and remembers the change for the console; answers whether it changed anything. */
  function apply(from: string, state: AccountState): boolean {
    const wasOnline = view.isOnline(state.eventId, state.accountId);
    const roomsBefore = view.roomsReportedBy(from, state.accountId) ?? [];
    if (!view.set(from, state)) return false;
    roomCounts.changed(state.eventId, new Set([...roomsBefore, ...(state.rooms ?? [])]));
    let event = unpushed.get(state.eventId);
    if (!event) {
      event = { companyId: state.companyId, wasOnline: new Map() };
      unpushed.set(state.eventId, event);
    }
    if (!event.wasOnline.has(state.accountId)) event.wasOnline.set(state.accountId, wasOnline);
    consoleUpdates.request();
    return true;
  }

  const publishChanges = createThrottle(PUBLISH_INTERVAL_MS, () => {
    if (unpublished.size === 0) return;
    const accounts = [...unpublished].map(([accountId, { eventId, companyId }]) =>
      toTuple({ eventId, companyId, accountId, rooms: view.roomsReportedBy(instance, accountId) }),
    );
    unpublished.clear();
    void publish({ type: 'changes', instance, accounts });
  });

  const publishSnapshot = () => {
    // The snapshot carries every change so far; messages of one sender arrive in order.
    unpublished.clear();
    return publish({ type: 'snapshot', instance, accounts: view.reportedBy(instance).map(toTuple) });
  };

  /** Drops everything another instance reported (it said goodbye or fell silent). */
  const forget = (other: string) => {
    lastHeard.delete(other);
    for (const state of view.reportedBy(other)) apply(other, { ...state, rooms: null });
  };

  function receive(payload: unknown): void {
    const message = payload as SyncMessage;
    if (message.instance === instance) return;
    if (message.type === 'goodbye') return forget(message.instance);
    if (message.type === 'hello') return void publishSnapshot();
    lastHeard.set(message.instance, performance.now());
    if (message.type === 'snapshot') {
      const listed = new Set(message.accounts.map(([, , accountId]) => accountId));
      for (const state of view.reportedBy(message.instance)) {
        if (!listed.has(state.accountId)) apply(message.instance, { ...state, rooms: null });
      }
    }
    for (const tuple of message.accounts) apply(message.instance, fromTuple(tuple));
  }

  function beat(): void {
    void publishSnapshot();
    const now = performance.now();
    for (const [other, heardAt] of lastHeard) if (now - heardAt > timings.instanceSilenceMs) forget(other);
  }

  return {
    timings,

    /** Starts listening to the other instances and asks them for their attendees; pushes go to `consoleSockets`, rooms' counts to `roomSockets`. */
    async start(consoleSockets: ConsoleSockets, roomSockets: RoomSockets): Promise<void> {
      consoles = consoleSockets;
      roomCounts.start(roomSockets);
      unsubscribers.push(
        pubsub.subscribe(PRESENCE_CHANNEL, receive),
        // Messages may have been lost to this instance: ask everyone for a snapshot rather than wait for the next.
        pubsub.onGap(() => void publish({ type: 'hello', instance })),
      );
      await pubsub.ready();
      heartbeat = setInterval(beat, timings.heartbeatMs);
      heartbeat.unref();
      await publish({ type: 'hello', instance });
    },

    /** Says goodbye, so the others drop this instance's attendees at once rather than after its silence. */
    async stop(): Promise<void> {
      if (!consoles) return;
      consoles = null;
      clearInterval(heartbeat);
      consoleUpdates.cancel();
      roomCounts.stop();
      publishChanges.cancel();
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
      await publish({ type: 'goodbye', instance });
    },

    /** What this instance's venue sockets say about one attendee: their rooms here, or null when their last socket here closed. */
    reportLocal(state: AccountState): void {
      if (!consoles || !apply(instance, state)) return;
      unpublished.set(state.accountId, { eventId: state.eventId, companyId: state.companyId });
      publishChanges.request();
    },

    /** Which of the event's attendees are online now, on any instance (a notification's live push). */
    onlineAccountIds: (eventId: number): number[] => view.summary(eventId).accountIds,

    /** The event's attendees in a room now, on any instance (a notification to a room's attendees). */
    accountsInRoom: (eventId: number, roomId: number): number[] => view.inRoom(eventId, roomId),

    /** The event's attendees online now, for the console (GET /api/accountsOnline/{eventId}); 404 for another company's event. */
    async accountsOnline(user: Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>, eventId: number): Promise<OnlineAccounts> {
      await events.requireOwned(user, eventId);
      return view.summary(eventId);
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
