import { notFound } from '../../http/domain-error';

/**
 * Tenant rule for attendee accounts: an account is reached through its event, whose company the
 * events service checks. An account of another event (and so of any other company) and an erased
 * one are answered exactly like a missing one.
 */
export function requireAccountOfEvent<T extends { eventId: number; erasedAt: Date | null }>(account: T | null, eventId: number): T {
  if (!account || account.eventId !== eventId || account.erasedAt !== null) throw notFound();
  return account;
}

/** A bulk action by ids reaches all of them or none: one id that is not the event's is a 404. */
export function isWholeSelection(ids: readonly number[], reached: number): boolean {
  return new Set(ids).size === reached;
}
