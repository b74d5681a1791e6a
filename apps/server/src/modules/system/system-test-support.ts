import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';

/** The staff domain the system settings' tests configure (docs/rules/roles-and-permissions.md#internal-staff). */
export const STAFF_DOMAIN = 'aula-staff.test';

/** A signed-in organiser made an admin as the CLI does; their session sees it at once. */
export async function signedInAdmin(t: TestApp): Promise<SignedInUser> {
  const admin = await signedInUser(t, { firstName: 'Ada' });
  await t.app.services.users.setAdmin(admin.email, true);
  return admin;
}

/** A signed-in organiser at the staff domain. */
export function signedInStaff(t: TestApp): Promise<SignedInUser> {
  return signedInUser(t, { email: `staff-${Math.random().toString(36).slice(2, 10)}@${STAFF_DOMAIN}` });
}

type Call = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };

export function systemCall(t: TestApp, token: string, call: Call, headers: Record<string, string> = {}) {
  return t.app.inject({ ...call, headers: { ...bearer(token), ...headers } });
}

/** The user info's licence of a user, as the trial banner shows it. */
export async function licenseOf(t: TestApp, user: SignedInUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(user.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.license as { license: string; description: string; expiresAt: string | null };
}

/** Each system call on one company, as a body of the right shape. */
export const everySystemCall = (companyId: number): Call[] => [
  { method: 'GET', url: '/api/system/companies' },
  { method: 'GET', url: `/api/system/companies/${companyId}` },
  { method: 'POST', url: `/api/system/companies/${companyId}/trial`, payload: { endNow: true } },
  { method: 'POST', url: `/api/system/companies/${companyId}/license`, payload: { plan: 'starter', withoutEnd: true } },
  { method: 'POST', url: `/api/system/companies/${companyId}/endLicense` },
];
