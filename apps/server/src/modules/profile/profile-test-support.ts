import type { TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { placeUser } from '../../test/user-rows';
import { multipartBody, type FilePart } from '../events/events-test-support';

/** Settings for profile test apps: room for many sign-ups from one client. */
export const PROFILE_TEST_ENV = { RATE_LIMIT_PER_IP: '1000' };

/** The profile calls as a signed-in client makes them. */
export function profileClient(t: TestApp, token: string) {
  const auth = bearer(token);
  return {
    get: () => t.app.inject({ method: 'GET', url: '/api/profile', headers: auth }),
    info: () => t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: auth }),
    async save(parts: Record<string, string | FilePart>) {
      const { payload, headers } = await multipartBody(parts);
      return t.app.inject({ method: 'POST', url: '/api/setUserInfo', headers: { ...auth, ...headers }, payload });
    },
    changePassword: (currentPassword: string, password: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/changePassword', headers: { ...auth, ...headers }, payload: { currentPassword, password } }),
    changeEmail: (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/changeEmail', headers: auth, payload: { email, password } }),
    cancelEmailChange: () => t.app.inject({ method: 'POST', url: '/api/cancelEmailChange', headers: auth }),
  };
}

export type ProfileClient = ReturnType<typeof profileClient>;

/** The profile form's text fields for a person. */
export const formFields = (overrides: Record<string, string> = {}) => ({ firstName: 'Mara', lastName: 'Lindqvist', company: 'Harbour Events', lang: 'en', ...overrides });

/** A signed-in member of `owner`'s company with the role given (the users screens make them; here the row is moved). */
export async function colleagueOf(t: TestApp, owner: SignedInUser, role: 'manager' | 'host'): Promise<SignedInUser> {
  const member = await signedInUser(t, { firstName: 'Jonas', lastName: 'Berg' });
  await placeUser(t, member.id, owner.companyId, role);
  return { ...member, companyId: owner.companyId };
}

export { storedUser } from '../../test/user-rows';
