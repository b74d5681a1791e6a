import crypto from 'node:crypto';
import type { AttendeeAccount, AttendeeListPage } from '@aula/shared';
import type { TestApp } from '../../test/test-app';
import { eventsClient, type FilePart } from '../events/events-test-support';

export { EVENTS_TEST_ENV as ATTENDEES_TEST_ENV } from '../events/events-test-support';
export { markAccount, storedAccount } from '../../test/attendee-rows';

/** A valid body of POST /api/account for a new attendee, with changes. */
export function accountBody(eventId: number, overrides: Record<string, unknown> = {}) {
  return {
    eventId,
    id: 0,
    firstName: 'Jonas',
    lastName: 'Weber',
    email: `jonas-${crypto.randomBytes(4).toString('hex')}@example.com`,
    company: 'Harbour Logistics',
    jobTitle: 'Head of Operations',
    role: 'attendee',
    lang: 'de',
    groups: ['VIP'],
    active: true,
    ...overrides,
  };
}

/** The attendee account calls as a signed-in organiser makes them, on top of the event calls. */
export function attendeesClient(t: TestApp, token: string) {
  const events = eventsClient(t, token);
  return {
    ...events,
    list: (eventId: number, query = '') => events.get(`/accounts/${eventId}${query ? `?${query}` : ''}`),
    account: (eventId: number, accountId: number) => events.get(`/account/${eventId}/${accountId}`),
    saveAccount: (body: object) => events.post('/account', body),
    setPhoto: (eventId: number, accountId: number, file: FilePart) => events.postMultipart(`/accountPhoto/${eventId}/${accountId}`, { file }),
    removePhoto: (eventId: number, accountId: number) => events.post(`/deleteAccountPhoto/${eventId}/${accountId}`),
    deleteAccounts: (eventId: number, selection: object) => events.post(`/deleteAccounts/${eventId}`, selection),
    exportCsv: (eventId: number, selection: object, lang = 'en') =>
      t.app.inject({ method: 'POST', url: `/api/exportAccounts/${eventId}`, headers: { authorization: `Bearer ${token}`, 'accept-language': lang }, payload: selection }),
    groups: (eventId: number) => events.get(`/accountGroups/${eventId}`),
    personalData: (eventId: number, accountId: number) => events.get(`/accountData/${eventId}/${accountId}`),
    erase: (eventId: number, accountId: number) => events.post(`/eraseAccount/${eventId}/${accountId}`),

    /** Adds an account and answers it. */
    async createAccount(eventId: number, overrides: Record<string, unknown> = {}): Promise<AttendeeAccount> {
      const res = await events.post('/account', accountBody(eventId, overrides));
      if (res.statusCode !== 200) throw new Error(`account create failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: AttendeeAccount }).data;
    },
    /** One page of the list, or a failure when the call was refused. */
    async page(eventId: number, query = ''): Promise<AttendeeListPage> {
      const res = await events.get(`/accounts/${eventId}${query ? `?${query}` : ''}`);
      if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: AttendeeListPage }).data;
    },
  };
}

export type AttendeesClient = ReturnType<typeof attendeesClient>;
