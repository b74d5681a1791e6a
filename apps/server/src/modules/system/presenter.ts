import {
  asCompanyRole,
  LICENSE_CHANGE_ACTIONS,
  licenseStateAt,
  PLAN_IDS,
  type LicenseChange,
  type PlanId,
  type SystemCompany,
  type SystemUser,
} from '@aula/shared';
import type { CompanyListRow, CompanyUserRow, LicenseChangeRow } from './repository';

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);
const asPlan = (plan: string | null): PlanId | null => (PLAN_IDS as readonly string[]).includes(plan ?? '') ? (plan as PlanId) : null;
const asAction = (action: string): LicenseChange['action'] =>
  (LICENSE_CHANGE_ACTIONS as readonly string[]).includes(action) ? (action as LicenseChange['action']) : 'extend_trial';

export function presentCompany(row: CompanyListRow, now: Date): SystemCompany {
  return {
    id: row.id,
    name: row.name,
    ownerEmail: row.ownerEmail,
    plan: asPlan(row.plan),
    state: licenseStateAt(row, now),
    trialEndsAt: iso(row.trialEndsAt),
    licenseEndsAt: iso(row.licenseEndsAt),
    usersCount: row.usersCount,
    eventsCount: row.eventsCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentUser(row: CompanyUserRow): SystemUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: asCompanyRole(row.role),
    status: row.disabledAt ? 'deactivated' : row.active ? 'active' : 'pending',
  };
}

export function presentChange(row: LicenseChangeRow): LicenseChange {
  return { id: row.id, action: asAction(row.action), detail: row.detail, adminEmail: row.adminEmail, createdAt: row.createdAt.toISOString() };
}
