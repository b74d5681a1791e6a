import crypto from 'node:crypto';
import type { RegistrationSettings } from '@aula/shared';
import type { TestApp } from '../../test/test-app';
import { bearer } from '../../test/accounts';
import { mailsSentTo, tokenFromLink } from '../../test/mail-outbox';

/** Open registration as most tests want it: first and last name required, no limit, no approval. */
export const OPEN_SETTINGS = {
  access: 'open',
  fields: [
    { field: 'firstName', required: true },
    { field: 'lastName', required: true },
    { field: 'company', required: false },
  ],
  consentText: 'I agree that my details are stored for this event.',
  capacity: null,
  waitingList: false,
  approval: false,
  attendeeListVisibility: 'everyone',
  publicGroups: [] as string[],
} as const;

/** The organisers' registration calls of one event. */
export function registrationSettingsClient(t: TestApp, token: string, eventId: number) {
  return {
    get: () => t.app.inject({ method: 'GET', url: `/api/registrationSettings/${eventId}`, headers: bearer(token) }),
    save: (body: object) => t.app.inject({ method: 'POST', url: `/api/registrationSettings/${eventId}`, headers: bearer(token), payload: body }),
    async open(overrides: Partial<Record<keyof typeof OPEN_SETTINGS, unknown>> = {}): Promise<RegistrationSettings> {
      const res = await this.save({ ...OPEN_SETTINGS, ...overrides });
      if (res.statusCode !== 200) throw new Error(`saving the settings failed: ${res.statusCode} ${res.body}`);
      return res.json().data as RegistrationSettings;
    },
    queue: () => t.app.inject({ method: 'GET', url: `/api/registrations/${eventId}`, headers: bearer(token) }),
    approve: (registrationId: number) => t.app.inject({ method: 'POST', url: `/api/approveRegistration/${eventId}`, headers: bearer(token), payload: { registrationId } }),
    reject: (registrationId: number) => t.app.inject({ method: 'POST', url: `/api/rejectRegistration/${eventId}`, headers: bearer(token), payload: { registrationId } }),
  };
}

export const newAddress = () => `guest-${crypto.randomBytes(5).toString('hex')}@example.com`;

let ipCounter = 0;
/** A client address of its own, so that the per-address limits count only where a test means them to. */
export const freshIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The registration page's calls of one event, as the page makes them, each from a fresh client address unless given one. */
export function registrationPageClient(t: TestApp, code: string) {
  return {
    form: () => t.app.inject({ method: 'GET', url: `/api/venue/${code}/registration` }),
    register: (body: Record<string, unknown>, remoteAddress = freshIp()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/venue/${code}/register`,
        payload: { firstName: 'Lena', lastName: 'Brandt', lang: 'en', consent: true, consentVersion: 1, ...body },
        remoteAddress,
      }),
    confirm: (token: string, remoteAddress = freshIp()) =>
      t.app.inject({ method: 'POST', url: `/api/venue/${code}/confirmRegistration`, payload: { token }, remoteAddress }),
    /** Registers, reads the mailed link and confirms it; answers the confirmation. */
    async registerAndConfirm(email: string, body: Record<string, unknown> = {}) {
      const res = await this.register({ email, ...body });
      if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
      const mail = (await mailsSentTo(t, email)).at(-1)!;
      return this.confirm(tokenFromLink(mail, '/register/confirm/'));
    },
  };
}
