import type { RegistrationStatus } from '../../db/schema';
import { notFound } from '../../http/domain-error';

/**
 * Tenant rule for registrations: one is reached through its event, whose company the events
 * service checks. A registration of another event, or not in one of the statuses the call acts
 * on, answers like a missing one.
 */
export function requireRegistrationOfEvent<T extends { eventId: number; status: RegistrationStatus }>(
  registration: T | null,
  eventId: number,
  statuses: readonly RegistrationStatus[],
): T {
  if (!registration || registration.eventId !== eventId || !statuses.includes(registration.status)) throw notFound();
  return registration;
}
