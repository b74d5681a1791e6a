import { mayCreateEvents, reachesEveryEvent } from '@aula/shared';
import { forbidden, notFound } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';

/** Who asks for an event: their company, and their role with their id for a host's assignments. */
export type EventCaller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

/**
 * Tenant and role rule for events (docs/rules/roles-and-permissions.md#company-roles, docs/decisions/0053-company-users-and-roles.md):
 * a user reaches only the events of their own company, and a host only those assigned to them
 * (`assigned` is asked only for hosts). Any other event is answered exactly like a missing one,
 * so ids reveal nothing.
 */
export async function requireReachableEvent<T extends { id: number; companyId: number }>(
  event: T | null,
  user: EventCaller,
  assigned: (eventId: number, userId: number) => Promise<boolean>,
): Promise<T> {
  if (!event || event.companyId !== user.companyId) throw notFound();
  if (!reachesEveryEvent(user.role) && !(await assigned(event.id, user.id))) throw notFound();
  return event;
}

/** Creating, importing, duplicating and deleting events is for owners and managers (403 otherwise). */
export function requireEventCreator(user: Pick<AuthenticatedUser, 'role'>): void {
  if (!mayCreateEvents(user.role)) throw forbidden();
}

/**
 * The event caller for an attendee's own calls (their photo, data export, erasure, wall image):
 * the attendee's session already fixes their event, so only the company check applies, as for a
 * manager; id 0 is no user's.
 */
export const attendeeEventCaller = (attendee: { companyId: number }): EventCaller => ({ id: 0, companyId: attendee.companyId, role: 'manager' });

/**
 * Company-wide library content (library images, library mail templates, the company's speakers)
 * is shared by all its events: a host may read it, use it in their events and add to it, but only
 * owners and managers change or delete what is there, since that reaches events the host cannot
 * see (docs/decisions/0053-company-users-and-roles.md). 403 for a host.
 */
export function requireLibraryEditor(user: Pick<AuthenticatedUser, 'role'>): void {
  if (!reachesEveryEvent(user.role)) throw forbidden();
}
