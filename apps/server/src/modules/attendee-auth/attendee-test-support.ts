import crypto from 'node:crypto';
import type { TestApp } from '../../test/test-app';
import { attendeeAccounts } from '../../db/schema';
import { eventsClient } from '../events/events-test-support';
import { hashPassword } from '../auth/passwords';
import { putOnPlan } from '../../test/company-plan';

export type TestAttendee = { accountId: number; eventId: number; email: string; token: string; code: string };

/**
 * An organiser's event, published, with its code. The organiser's company is put on a plan
 * without an events limit first: these tests publish several events per organiser, and the
 * limits have their own tests (plan-limits).
 */
export async function publishedEvent(t: TestApp, organiserToken: string, overrides: Record<string, string> = {}): Promise<{ eventId: number; code: string }> {
  const api = eventsClient(t, organiserToken);
  await putOnPlan(t, ((await api.get('/getUserInfo')).json() as { data: { company_id: number } }).data.company_id, 'enterprise');
  const eventId = await api.create(overrides);
  const res = await api.post(`/publishEvent/${eventId}`);
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  return { eventId, code: (res.json() as { data: { code: string } }).data.code };
}

/** An attendee account of an event, recorded directly (the console's calls are tested on their own). */
export async function attendeeAccount(t: TestApp, eventId: number, overrides: Partial<typeof attendeeAccounts.$inferInsert> = {}): Promise<{ id: number; email: string }> {
  const email = overrides.email ?? `attendee-${crypto.randomBytes(5).toString('hex')}@example.com`;
  const [row] = await t.database.db
    .insert(attendeeAccounts)
    .values({ eventId, firstName: 'Ada', lastName: 'Quist', lang: 'en', ...overrides, email })
    .returning({ id: attendeeAccounts.id });
  return { id: row!.id, email };
}

/** An attendee of a published event with a venue session, issued as a sign-in would. */
export async function signedInAttendee(t: TestApp, event: { eventId: number; code: string }, overrides: Partial<typeof attendeeAccounts.$inferInsert> = {}): Promise<TestAttendee> {
  const account = await attendeeAccount(t, event.eventId, overrides);
  const session = await t.app.services.attendeeSessions.issue({ id: account.id, lang: overrides.lang ?? 'en' }, event.code);
  return { accountId: account.id, eventId: event.eventId, email: account.email, token: session.access_token, code: event.code };
}

/** A password that passes every rule of docs/rules/accounts-and-sign-in.md#passwords and is in no test's breach list. */
export const ATTENDEE_PASSWORD = 'Quartz-Meadow-73!';

/** Settings for attendee test apps: mail links on a fixed address, and room for many attempts. */
export const ATTENDEE_TEST_ENV = {
  TOKEN_TTL_SECONDS: String(30 * 24 * 3600),
  PUBLIC_URL: 'https://aula.test',
  RATE_LIMIT_PER_IP: '1000',
  RATE_LIMIT_PER_ACCOUNT: '1000',
  RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '1000',
  RATE_LIMIT_MAILS_PER_ACCOUNT_CEILING: '1000',
};

/** The venue's sign-in calls of one event, as its pages make them. */
export function venueSignInClient(t: TestApp, code: string) {
  const post = (path: string, payload: object, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: `/api/venue/${code}/${path}`, payload, ...(remoteAddress && { remoteAddress }) });
  return {
    login: (email: string, password: string, remoteAddress?: string) => post('login', { email, password }, remoteAddress),
    forgotPassword: (email: string) => post('forgotPassword', { email }),
    invitation: (token: string) => post('invitation', { token }),
    acceptInvitation: (token: string, password = ATTENDEE_PASSWORD) => post('acceptInvitation', { token, password }),
    resetPassword: (token: string, password = ATTENDEE_PASSWORD) => post('resetPassword', { token, password }),
  };
}

/** An account whose password is already set, as after an accepted invitation. */
export async function accountWithPassword(t: TestApp, eventId: number, overrides: Partial<typeof attendeeAccounts.$inferInsert> = {}) {
  return attendeeAccount(t, eventId, { passwordHash: await hashPassword(ATTENDEE_PASSWORD), ...overrides });
}
