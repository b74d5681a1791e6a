import { expect } from 'vitest';
import type { CompanyRole } from '@aula/shared';
import { bearer, newPerson, signIn, type Person, type SignedInUser } from '../../test/accounts';
import { mailsSentTo, tokenFromLink } from '../../test/mail-outbox';
import type { TestApp } from '../../test/test-app';

export { putOnPlan } from '../../test/company-plan';

export const COMPANY_USERS_TEST_ENV = { TOKEN_TTL_SECONDS: String(30 * 24 * 3600), RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_ACCOUNT: '1000' };

/** The invitation form's values for POST /api/companyUsers. */
export const inviteBody = (person: Person, role: CompanyRole, eventIds: number[] = [], lang: 'en' | 'de' = 'en') => ({
  id: 0,
  email: person.email,
  firstName: person.firstName,
  lastName: person.lastName,
  role,
  lang,
  eventIds,
});

/** The company users calls as a signed-in client makes them. */
export function companyUsersClient(t: TestApp, token: string) {
  const auth = bearer(token);
  return {
    list: () => t.app.inject({ method: 'GET', url: '/api/companyUsers', headers: auth }),
    get: (id: number) => t.app.inject({ method: 'GET', url: `/api/companyUsers/${id}`, headers: auth }),
    save: (body: object) => t.app.inject({ method: 'POST', url: '/api/companyUsers', headers: auth, payload: body }),
    action: (id: number, action: 'deactivate' | 'activate' | 'remove' | 'resendInvitation') =>
      t.app.inject({ method: 'POST', url: `/api/companyUsers/${id}/${action}`, headers: auth }),
  };
}

/** Accepts the latest invitation mailed to the person at /auth/create-account/{token}. */
export async function acceptInvitation(t: TestApp, person: Person): Promise<void> {
  const mail = (await mailsSentTo(t, person.email)).at(-1)!;
  const token = tokenFromLink(mail, '/auth/create-account/');
  const created = await t.app.inject({ method: 'POST', url: '/api/createAccount', payload: { token, password: person.password } });
  expect(created.statusCode, created.body).toBe(200);
}

/** A user the owner invited with a role (and a host's events), who accepted and signed in. */
export async function joinedUser(t: TestApp, owner: SignedInUser, role: CompanyRole, eventIds: number[] = []): Promise<SignedInUser> {
  const person = newPerson({ firstName: role === 'host' ? 'Hana' : 'Milo', lastName: role });
  const invited = await companyUsersClient(t, owner.token).save(inviteBody(person, role, eventIds));
  expect(invited.statusCode, invited.body).toBe(200);
  await acceptInvitation(t, person);
  const token = await signIn(t, person);
  return { ...person, id: (invited.json().data as { id: number }).id, companyId: owner.companyId, token };
}
