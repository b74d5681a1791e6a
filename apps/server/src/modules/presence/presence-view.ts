import type { OnlineAccounts } from '@aula/shared';

/** Rooms an attendee's sockets on one instance are in: distinct ids, ascending; empty when in none. */
export type Rooms = readonly number[];

/** One attendee as one instance reports them: online with these rooms, or (rooms null) not there. */
export type AccountState = { eventId: number; companyId: number; accountId: number; rooms: Rooms | null };

type EventEntry = { companyId: number; accounts: Map<number, Map<string, Rooms>> };
type InstanceEntry = Map<number, { eventId: number; companyId: number; rooms: Rooms }>;

const sameRooms = (a: Rooms, b: Rooms) => a.length === b.length && a.every((room, i) => room === b[i]);

/**
 * Every instance's online attendees, as this instance knows them (its own first hand, the others'
 * from their messages): who is online in which event and room. An attendee is online while at
 * least one instance reports them; a room counts each attendee once, however many tabs or
 * instances they are in it with. Account ids are unique across events, so an instance's entries
 * are keyed by account alone.
 */
export function createPresenceView() {
  const events = new Map<number, EventEntry>();
  const instances = new Map<string, InstanceEntry>();

  /** Records what an instance reports for one attendee; answers whether anything changed. */
  function set(instance: string, { eventId, companyId, accountId, rooms }: AccountState): boolean {
    const reported = instances.get(instance);
    const before = reported?.get(accountId);
    if (rooms === null) {
      if (!before) return false;
      reported!.delete(accountId);
      if (reported!.size === 0) instances.delete(instance);
      const event = events.get(before.eventId)!;
      const byInstance = event.accounts.get(accountId)!;
      byInstance.delete(instance);
      if (byInstance.size === 0) event.accounts.delete(accountId);
      if (event.accounts.size === 0) events.delete(before.eventId);
      return true;
    }
    if (before && before.eventId === eventId && sameRooms(before.rooms, rooms)) return false;
    if (before && before.eventId !== eventId) set(instance, { ...before, accountId, rooms: null });
    const current = instances.get(instance) ?? new Map();
    instances.set(instance, current);
    current.set(accountId, { eventId, companyId, rooms });
    let event = events.get(eventId);
    if (!event) {
      event = { companyId, accounts: new Map() };
      events.set(eventId, event);
    }
    let byInstance = event.accounts.get(accountId);
    if (!byInstance) {
      byInstance = new Map();
      event.accounts.set(accountId, byInstance);
    }
    byInstance.set(instance, rooms);
    return true;
  }

  /** How many of the event's attendees are online, in all and per room. */
  function counts(eventId: number): Omit<OnlineAccounts, 'accountIds'> {
    const event = events.get(eventId);
    const rooms: Record<string, number> = {};
    if (!event) return { total: 0, rooms };
    const count = (room: number) => {
      rooms[room] = (rooms[room] ?? 0) + 1;
    };
    for (const byInstance of event.accounts.values()) {
      if (byInstance.size === 1) {
        for (const roomsThere of byInstance.values()) roomsThere.forEach(count);
      } else {
        new Set([...byInstance.values()].flat()).forEach(count);
      }
    }
    return { total: event.accounts.size, rooms };
  }

  return {
    set,

    /** Everyone an instance reports, as it would send them in a snapshot. */
    reportedBy(instance: string): AccountState[] {
      return [...(instances.get(instance) ?? [])].map(([accountId, entry]) => ({ accountId, ...entry }));
    },

    isOnline: (eventId: number, accountId: number) => events.get(eventId)?.accounts.has(accountId) ?? false,

    /** What one instance reports for an attendee: their rooms there, or null when not there. */
    roomsReportedBy: (instance: string, accountId: number): Rooms | null => instances.get(instance)?.get(accountId)?.rooms ?? null,

    counts,

    /** The event's attendees in a room now, on any instance, ascending. */
    inRoom(eventId: number, roomId: number): number[] {
      const event = events.get(eventId);
      if (!event) return [];
      const here = [...event.accounts].filter(([, byInstance]) => [...byInstance.values()].some((rooms) => rooms.includes(roomId)));
      return here.map(([accountId]) => accountId).sort((a, b) => a - b);
    },

    /** The event's online attendees and room counts. */
    summary(eventId: number): OnlineAccounts {
      const accountIds = [...(events.get(eventId)?.accounts.keys() ?? [])].sort((a, b) => a - b);
      return { accountIds, ...counts(eventId) };
    },
  };
}

export type PresenceView = ReturnType<typeof createPresenceView>;
