import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailsSentTo, tokenFromLink } from '../../test/mail-outbox';
import { bearer, signedInUser } from '../../test/accounts';
import { ATTENDEE_PASSWORD, ATTENDEE_TEST_ENV, accountWithPassword, attendeeAccount, publishedEvent, signedInAttendee, venueSignInClient } from './attendee-test-support';

const NEW_PASSWORD = 'Copper-Lantern-58?';
const LINK = /^https:\/\/aula\.test\/e\/[A-Z0-9]+\/venue\/reset-password\/[\w-]{43}$/;

/** A forgotten password, without telling who has an account (docs/rules/attendees.md#forgotten-password). */
describe('attendee password reset', () => {
  let t: TestApp;
  let event: { eventId: number; code: string };

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    event = await publishedEvent(t, (await signedInUser(t)).token, { name: 'Harbour Summit' });
  });
  afterAll(() => t.close());

  const venue = () => venueSignInClient(t, event.code);
  const resetToken = async (email: string) => tokenFromLink((await mailsSentTo(t, email)).at(-1)!, '/venue/reset-password/');
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/venue/me', headers: bearer(token) });

  it("answers alike for every address and mails only an account of the event, in the account's language", async () => {
    const other = await publishedEvent(t, (await signedInUser(t)).token);
    const german = await accountWithPassword(t, event.eventId, { firstName: 'Jonas', lang: 'de' });
    const elsewhere = await attendeeAccount(t, other.eventId);
    const answers = await Promise.all([
      venue().forgotPassword(german.email.toUpperCase()),
      venue().forgotPassword(`nobody-${german.email}`),
      venue().forgotPassword(elsewhere.email),
    ]);
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`))).toEqual(new Set(['200 {"data":{"ok":true}}']));
    const [mail] = await mailsSentTo(t, german.email);
    expect(mail!.subject).toBe('Setzen Sie Ihr Passwort für Harbour Summit zurück');
    expect(mail!.text).toContain('Hallo Jonas,');
    expect(mail!.text).toContain('60 Minuten gültig');
    expect(mail!.links[0]).toMatch(LINK);
    expect(await mailsSentTo(t, elsewhere.email)).toHaveLength(0);
  });

  it('writes in English to an English account, and not to an inactive one', async () => {
    const english = await accountWithPassword(t, event.eventId, { firstName: 'Anna', lang: 'en' });
    const inactive = await accountWithPassword(t, event.eventId, { active: false });
    await venue().forgotPassword(english.email);
    expect((await venue().forgotPassword(inactive.email)).statusCode).toBe(200);
    expect((await mailsSentTo(t, english.email)).at(-1)!.subject).toBe('Reset your password for Harbour Summit');
    expect(await mailsSentTo(t, inactive.email)).toHaveLength(0);
  });

  it("sets the new password, ends the account's other sessions and signs in, once", async () => {
    const signedIn = await signedInAttendee(t, event, { passwordHash: null });
    const bystander = await signedInAttendee(t, event);
    await venue().forgotPassword(signedIn.email);
    const token = await resetToken(signedIn.email);

    const res = await venue().resetPassword(token, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(res.json().data.access_token)).statusCode).toBe(200);
    expect((await me(signedIn.token)).statusCode).toBe(401);
    expect((await me(bystander.token)).statusCode).toBe(200);
    expect((await venue().login(signedIn.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await venue().resetPassword(token, 'Another-Lantern-71?');
    expect(again.json()).toEqual({ error: { code: 'token_invalid', message: 'This link is invalid or has expired.' } });
  });

  it('keeps the kinds of link apart and the link to its own event', async () => {
    const account = await accountWithPassword(t, event.eventId);
    await venue().forgotPassword(account.email);
    const token = await resetToken(account.email);
    expect((await venue().acceptInvitation(token)).json().error.code).toBe('token_invalid');
    expect((await venue().invitation(token)).json().error.code).toBe('token_invalid');
    const other = await publishedEvent(t, (await signedInUser(t)).token);
    expect((await venueSignInClient(t, other.code).resetPassword(token)).json().error.code).toBe('token_invalid');
    expect((await venue().resetPassword(token)).statusCode).toBe(200);
  });

  it('voids the older reset link when another is asked for, and is 404 for an unknown code', async () => {
    const account = await accountWithPassword(t, event.eventId);
    await venue().forgotPassword(account.email);
    const first = await resetToken(account.email);
    await venue().forgotPassword(account.email);
    expect((await venue().resetPassword(first)).json().error.code).toBe('token_invalid');
    expect((await venueSignInClient(t, 'ZZZZZZ').forgotPassword(account.email)).statusCode).toBe(404);
  });

  it('lets a reset link expire after 60 minutes', async () => {
    const account = await accountWithPassword(t, event.eventId);
    await venue().forgotPassword(account.email);
    const token = await resetToken(account.email);
    t.advanceClock(61 * 60_000);
    expect((await venue().resetPassword(token, NEW_PASSWORD)).json().error.code).toBe('token_invalid');
    expect((await venue().login(account.email, ATTENDEE_PASSWORD)).statusCode).toBe(200);
  });
});
