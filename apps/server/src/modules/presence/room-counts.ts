import { ROOM_TOPIC_EVENTS, topicOf, type RoomPeoplePush } from '@aula/shared';
import { createThrottle } from './throttle';

/** A room's followers get its count at most this often, however many attendees come and go (docs/rules/venue.md#who-is-here). */
export const ROOM_COUNT_INTERVAL_MS = 1000;

/** The venue's sockets on this instance, which a room's count goes to. */
export type RoomSockets = { deliverTopicHere(topic: string, event: string, data: unknown): void };

/**
 * Pushes the count of who is in a room to the sockets following `room:{roomId}` on this instance.
 * Every instance holds the same view of presence, so each tells its own sockets, and nothing
 * crosses the pub/sub: the changed rooms are gathered and their counts sent at most once per
 * ROOM_COUNT_INTERVAL_MS, and only when a count differs from the last one sent.
 */
export function createRoomCounts(countIn: (eventId: number, roomId: number) => number) {
  let sockets: RoomSockets | null = null;
  const changed = new Map<number, number>();
  const lastSent = new Map<number, number>();

  const push = () => {
    const rooms = [...changed];
    changed.clear();
    for (const [roomId, eventId] of rooms) {
      const total = countIn(eventId, roomId);
      if (lastSent.get(roomId) === total) continue;
      if (total === 0) lastSent.delete(roomId);
      else lastSent.set(roomId, total);
      sockets?.deliverTopicHere(topicOf('room', roomId), ROOM_TOPIC_EVENTS.people, { total } satisfies RoomPeoplePush);
    }
  };
  const throttle = createThrottle(ROOM_COUNT_INTERVAL_MS, push);

  return {
    start(roomSockets: RoomSockets): void {
      sockets = roomSockets;
    },
    /** Someone entered or left these rooms of the event. */
    changed(eventId: number, rooms: Iterable<number>): void {
      if (!sockets) return;
      for (const roomId of rooms) changed.set(roomId, eventId);
      if (changed.size > 0) throttle.request();
    },
    stop(): void {
      sockets = null;
      throttle.cancel();
      changed.clear();
    },
  };
}
