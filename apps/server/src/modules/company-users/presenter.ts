import { asLanguage, asCompanyRole, type CompanyUser, type CompanyUserStatus } from '@aula/shared';
import type { CompanyUserRow, HostEventRow } from './repository';

/** Deactivated wins over the rest; without a password the user has not accepted the invitation yet. */
export function statusOf(row: Pick<CompanyUserRow, 'disabledAt' | 'passwordHash'>): CompanyUserStatus {
  if (row.disabledAt) return 'deactivated';
  return row.passwordHash ? 'active' : 'invited';
}

/** Whitelists what the users screens get: never a hash or a token. */
export function presentCompanyUser(row: CompanyUserRow, hostEvents: readonly HostEventRow[]): CompanyUser {
  const role = asCompanyRole(row.role);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role,
    lang: asLanguage(row.lang),
    status: statusOf(row),
    events: role === 'host' ? hostEvents.filter((event) => event.userId === row.id).map(({ id, name }) => ({ id, name })) : [],
  };
}
