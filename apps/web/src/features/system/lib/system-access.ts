import type { UserInfo } from '@aula/shared';

/** Whether the user may open system settings (docs/rules/roles-and-permissions.md#internal-staff): admins to act, internal staff to look. */
export const maySeeSystemSettings = (user: Pick<UserInfo, 'is_admin' | 'is_staff'> | undefined): boolean =>
  !!user && (user.is_admin || user.is_staff);
