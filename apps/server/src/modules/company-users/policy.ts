import { ERROR_CODES, mayManageUsers } from '@aula/shared';
import { DomainError, forbidden, notFound } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';

/** Only owners manage the company's users (docs/rules/roles-and-permissions.md#company-users); managers and hosts get 403. */
export function requireUserManager(user: Pick<AuthenticatedUser, 'role'>): void {
  if (!mayManageUsers(user.role)) throw forbidden();
}

/** The user when they belong to the caller's company; another company's id answers like a missing one. */
export function requireCompanyUser<T>(row: T | null): T {
  if (!row) throw notFound();
  return row;
}

export const lastOwner = () => new DomainError(409, ERROR_CODES.lastOwner, 'last_owner');
export const notYourself = () => new DomainError(403, ERROR_CODES.forbidden, 'not_yourself');
export const alreadyJoined = () => new DomainError(409, ERROR_CODES.validation, 'user_already_joined');
export const usersLimitReached = (max: number) => new DomainError(409, ERROR_CODES.usersLimit, 'users_limit', undefined, { max });
