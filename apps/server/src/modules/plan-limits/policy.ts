import { ERROR_CODES, type PlanLimits } from '@aula/shared';
import { DomainError } from '../../http/domain-error';

/** Admins are exempt from the plans' limits, as from the setup rules (docs/rules/roles-and-permissions.md#admins). */
type Subject = { isAdmin: boolean };

/** The limit `after` would pass, or null when it fits (no limit, within it, or an admin acting). */
export function limitPassed(subject: Subject, max: number | null, after: number): number | null {
  return !subject.isAdmin && max !== null && after > max ? max : null;
}

/** 409 unless the event may hold one account more. */
export function requireAccountRoom(subject: Subject, limits: PlanLimits, accountsAfter: number): void {
  const max = limitPassed(subject, limits.accountsPerEvent, accountsAfter);
  if (max !== null) throw new DomainError(409, ERROR_CODES.accountsLimit, 'accounts_limit', undefined, { max });
}

/** 409 unless the company may have one published, not closed event more. */
export function requireOpenEventRoom(subject: Subject, limits: PlanLimits, openAfter: number): void {
  const max = limitPassed(subject, limits.openEvents, openAfter);
  if (max !== null) throw new DomainError(409, ERROR_CODES.openEventsLimit, 'open_events_limit', undefined, { max });
}
