import type { TestApp } from '../../test/test-app';
import { bearer, newPerson, signIn, signUpAndActivate, type SignedInUser } from '../../test/accounts';
import { eventsClient } from '../events/events-test-support';

/** A form's values for POST /api/mailSettings/{eventId}, with the own server off unless changed. */
export const mailSettingsForm = (change: Record<string, unknown> = {}) => ({
  senderName: '',
  senderEmail: '',
  replyTo: '',
  smtpEnabled: false,
  smtpHost: '',
  smtpPort: '',
  smtpSecurity: 'none',
  smtpUser: '',
  smtpPassword: '',
  removePassword: false,
  ...change,
});

/** An organiser signed up in German, so their test mails come in German. */
export async function germanOrganiser(t: TestApp): Promise<SignedInUser> {
  const person = await signUpAndActivate(t, newPerson({ firstName: 'Jürgen' }), { lang: 'de' });
  const token = await signIn(t, person);
  const info = (await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(token) })).json().data as { id: number; company_id: number };
  return { ...person, id: info.id, companyId: info.company_id, token };
}

/** The mail settings calls as an organiser makes them. */
export function mailSettingsClient(t: TestApp, token: string) {
  const api = eventsClient(t, token);
  return {
    get: (eventId: number) => api.get(`/mailSettings/${eventId}`),
    save: (eventId: number, form: object) => api.post(`/mailSettings/${eventId}`, form),
    testMail: (eventId: number, form: object) => api.post(`/mailSettings/${eventId}/testMail`, form),
  };
}
