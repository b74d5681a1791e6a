import { notFound } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';

/**
 * Tenant rule for events: a user reaches only the events of their own company. Another company's
 * event is answered exactly like a missing one, so ids reveal nothing.
 */
export function requireOwnEvent<T extends { companyId: number }>(event: T | null, user: Pick<AuthenticatedUser, 'companyId'>): T {
  if (!event || event.companyId !== user.companyId) throw notFound();
  return event;
}
