import { isInternalStaff } from '@aula/shared';

/** What a user may do in system settings: change (admins), read (internal staff), or nothing. */
export type SystemAccess = 'change' | 'read' | null;

/**
 * Admins (is_admin, docs/rules/roles-and-permissions.md#admins) manage every company's licence; internal staff, by the configured
 * e-mail domain, may look but not change. An admin at the staff domain stays an admin.
 */
export function systemAccessOf(user: { isAdmin: boolean; email: string }, staffEmailDomain: string): SystemAccess {
  if (user.isAdmin) return 'change';
  return isInternalStaff(user.email, staffEmailDomain) ? 'read' : null;
}
