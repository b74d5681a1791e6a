import { mayManageBilling } from '@aula/shared';
import { forbidden } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';

export type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role' | 'lang'>;

/** Billing is the owners' (docs/rules/roles-and-permissions.md#company-roles): a manager or host is refused before anything is read. */
export function requireBillingManager(user: Caller): void {
  if (!mayManageBilling(user.role)) throw forbidden();
}
