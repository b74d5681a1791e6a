import { notFound } from '../../http/domain-error';

/**
 * Tenant rule for rooms: a room is reached through its event, whose company the events service
 * checks; a room of another event (and so of another company) is answered like a missing one.
 */
export function requireRoomOfEvent<T extends { eventId: number }>(room: T | null, eventId?: number): T {
  if (!room || (eventId !== undefined && room.eventId !== eventId)) throw notFound();
  return room;
}

/** A new order must name every room of the event exactly once, and nothing else. */
export function isSameRoomSet(current: readonly number[], ids: readonly number[]): boolean {
  if (current.length !== ids.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(current);
  return ids.every((id) => known.has(id));
}
