import { z } from 'zod';

/**
 * The roles of a company's users (docs/rules/roles-and-permissions.md#company-roles): an owner may do everything,
 * including users and billing; a manager runs every event of the company; a host only the events
 * assigned to them. The product's admins (`is_admin`) are a flag beside the role, not a role.
 */
export const COMPANY_ROLES = ['owner', 'manager', 'host'] as const;
export const companyRoleSchema = z.enum(COMPANY_ROLES);
export type CompanyRole = z.infer<typeof companyRoleSchema>;

/** A stored role as a role; anything unknown counts as the least (host), never as more. */
export function asCompanyRole(value: string): CompanyRole {
  return (COMPANY_ROLES as readonly string[]).includes(value) ? (value as CompanyRole) : 'host';
}

/** Invites, changes, deactivates and removes the company's users. */
export const mayManageUsers = (role: CompanyRole): boolean => role === 'owner';
/** Sees plans, subscribes, pays and reads invoices. */
export const mayManageBilling = (role: CompanyRole): boolean => role === 'owner';
/** Reaches every event of the company; a host reaches only those assigned to them. */
export const reachesEveryEvent = (role: CompanyRole): boolean => role !== 'host';
/** Creates, imports, duplicates and deletes events. */
export const mayCreateEvents = (role: CompanyRole): boolean => role !== 'host';
