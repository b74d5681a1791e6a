import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { attendeeAccounts, attendeeTokens } from '../../db/schema';
import { hashToken } from '../auth/tokens';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailsSentTo, tokenFromLink, type OutboxMail } from '../../test/mail-outbox';
import { startFakeRangeServer, type FakeServer } from '../../test/fake-servers';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { eventsClient } from '../events/events-test-support';
import { ATTENDEE_PASSWORD, ATTENDEE_TEST_ENV, attendeeAccount, publishedEvent, signedInAttendee, venueSignInClient } from '../attendee-auth/attendee-test-support';

const BREACHED = 'Sunflower-Garden-2024!';
const LINK = /^https:\/\/aula\.test\/e\/([A-Z0-9]+)\/venue\/invitation\/[\w-]{43}$/;

/** The console invites accounts; each gets a personal, one-time, expiring link (docs/rules/attendees.md#invitations). */
describe('inviting attendees', () => {
  let t: TestApp;
  let range: FakeServer;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };

  beforeAll(async () => {
    range = await startFakeRangeServer({ [BREACHED]: 77 });
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, BREACH_CHECK_URL: `${range.url}/range/` });
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token, { name: 'Harbour Summit' });
  });
  afterAll(async () => {
    await t.close();
    await range.close();
  });

  const invite = (body: object, token = organiser.token, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/inviteAccounts', headers: { ...bearer(token), ...headers }, payload: body });
  const venue = () => venueSignInClient(t, event.code);
  const lastInvitation = async (email: string): Promise<OutboxMail> => (await mailsSentTo(t, email)).at(-1)!;
  const invitationToken = async (email: string) => tokenFromLink(await lastInvitation(email), '/venue/invitation/');

  it("mails each chosen account a personal link in the account's language and marks it invited", async () => {
    const anna = await attendeeAccount(t, event.eventId, { firstName: 'Anna', lang: 'en' });
    const jonas = await attendeeAccount(t, event.eventId, { firstName: 'Jonas', lang: 'de' });
    const res = await invite({ eventId: event.eventId, accountIds: [anna.id, jonas.id, anna.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { invited: 2 } });

    const english = await lastInvitation(anna.email);
    expect(english.subject).toBe('Your invitation to Harbour Summit');
    expect(english.text).toContain('Hello Anna,');
    expect(english.text).toContain('valid for 7 days and can be used once');
    expect(english.links[0]).toMatch(LINK);
    expect(LINK.exec(english.links[0]!)![1]).toBe(event.code);
    const german = await lastInvitation(jonas.email);
    expect(german.subject).toBe('Ihre Einladung zu Harbour Summit');
    expect(german.text).toContain('Hallo Jonas,');
    expect(german.text).toContain('7 Tage gültig');
    expect(german.links[0]).toMatch(LINK);

    const rows = await t.database.db.select().from(attendeeAccounts).where(inArray(attendeeAccounts.id, [anna.id, jonas.id]));
    expect(rows.every((row) => row.invitedAt instanceof Date)).toBe(true);
    // The token exists only in the mail; attendee_tokens holds its hash, with the 7 days recorded.
    const token = tokenFromLink(english, '/venue/invitation/');
    const stored = await t.database.db.select().from(attendeeTokens).where(eq(attendeeTokens.accountId, anna.id));
    expect(stored).toEqual([expect.objectContaining({ kind: 'invite', tokenHash: hashToken(token), usedAt: null, revokedAt: null })]);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
  });

  it('shows whom a link is for, sets the password and signs in with it once', async () => {
    const lena = await attendeeAccount(t, event.eventId, { firstName: 'Lena', lang: 'de' });
    await invite({ eventId: event.eventId, accountIds: [lena.id] });
    const token = await invitationToken(lena.email);

    const whom = await venue().invitation(token);
    expect(whom.json()).toEqual({ data: { firstName: 'Lena', email: lena.email, lang: 'de' } });
    const accepted = await venue().acceptInvitation(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ token_type: 'Bearer', lang: 'de', code: event.code });
    const me = await t.app.inject({ method: 'GET', url: '/api/venue/me', headers: bearer(accepted.json().data.access_token) });
    expect(me.json().data).toMatchObject({ id: lena.id, firstName: 'Lena' });
    expect((await venue().login(lena.email, ATTENDEE_PASSWORD)).statusCode).toBe(200);

    for (const again of [await venue().acceptInvitation(token), await venue().invitation(token)]) {
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: { code: 'token_invalid', message: 'This link is invalid or has expired.' } });
    }
  });

  it('voids the older link when the invitation is sent again', async () => {
    const max = await attendeeAccount(t, event.eventId, { firstName: 'Max' });
    await invite({ eventId: event.eventId, accountIds: [max.id] });
    const first = await invitationToken(max.email);
    await invite({ eventId: event.eventId, accountIds: [max.id] });
    const second = await invitationToken(max.email);
    expect(second).not.toBe(first);
    expect((await venue().acceptInvitation(first)).json().error.code).toBe('token_invalid');
    expect((await venue().acceptInvitation(second)).statusCode).toBe(200);
  });

  it('checks the new password: structural rules as field errors, then guessable and breached passwords', async () => {
    const eva = await attendeeAccount(t, event.eventId, { firstName: 'Eva', lastName: 'Brandt' });
    await invite({ eventId: event.eventId, accountIds: [eva.id] });
    const token = await invitationToken(eva.email);
    const short = await venue().acceptInvitation(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ password: 'validation.pass_length' });
    expect((await venue().acceptInvitation(token, 'Brandt1!')).json().error.fields).toEqual({ password: 'validation.pass_guessable' });
    const breached = await venue().acceptInvitation(token, BREACHED);
    expect(breached.json().error).toMatchObject({ code: 'password_breached', fields: { password: 'validation.pass_breached' } });
    // Refused passwords leave the link usable.
    expect((await venue().acceptInvitation(token)).statusCode).toBe(200);
  });

  it("refuses a link on another event's code, and the link of an account made inactive", async () => {
    const other = await publishedEvent(t, organiser.token, { name: 'Other Expo' });
    const ida = await attendeeAccount(t, event.eventId, { firstName: 'Ida' });
    await invite({ eventId: event.eventId, accountIds: [ida.id] });
    const token = await invitationToken(ida.email);
    expect((await venueSignInClient(t, other.code).acceptInvitation(token)).json().error.code).toBe('token_invalid');
    expect((await venueSignInClient(t, 'ZZZZZZ').acceptInvitation(token)).statusCode).toBe(404);
    await t.database.db.update(attendeeAccounts).set({ active: false }).where(eq(attendeeAccounts.id, ida.id));
    expect((await venue().invitation(token)).json().error.code).toBe('token_invalid');
  });

  it('invites everyone not invited yet, leaving out inactive accounts', async () => {
    const fresh = await publishedEvent(t, organiser.token);
    const invited = await attendeeAccount(t, fresh.eventId, { invitedAt: new Date() });
    const waiting = await attendeeAccount(t, fresh.eventId);
    const inactive = await attendeeAccount(t, fresh.eventId, { active: false });
    const res = await invite({ eventId: fresh.eventId, notInvited: true });
    expect(res.json()).toEqual({ data: { invited: 1 } });
    expect(await mailsSentTo(t, waiting.email)).toHaveLength(1);
    expect(await mailsSentTo(t, invited.email)).toHaveLength(0);
    expect(await mailsSentTo(t, inactive.email)).toHaveLength(0);
    expect((await invite({ eventId: fresh.eventId, notInvited: true })).json()).toEqual({ data: { invited: 0 } });
  });

  it('refuses a draft with a clear message in the user language', async () => {
    const draftId = await eventsClient(t, organiser.token).create();
    const account = await attendeeAccount(t, draftId);
    const res = await invite({ eventId: draftId, accountIds: [account.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'event_not_published', message: 'Publish the event before inviting attendees: their links need the event code.' });
    const german = await invite({ eventId: draftId, notInvited: true }, organiser.token, { 'accept-language': 'de' });
    expect(german.json().error.message).toBe('Veröffentlichen Sie das Event, bevor Sie Teilnehmende einladen: Ihre Links benötigen den Event-Code.');
    expect(await mailsSentTo(t, account.email)).toHaveLength(0);
  });

  it("answers another company's event and another event's accounts like missing ones, and invites nobody", async () => {
    const stranger = await signedInUser(t);
    const theirs = await publishedEvent(t, stranger.token);
    const theirAccount = await attendeeAccount(t, theirs.eventId);
    const mine = await attendeeAccount(t, event.eventId);
    const missing = await invite({ eventId: 2_000_000, notInvited: true });
    expect(missing.statusCode).toBe(404);
    for (const body of [
      { eventId: theirs.eventId, notInvited: true },
      { eventId: theirs.eventId, accountIds: [theirAccount.id] },
      { eventId: event.eventId, accountIds: [mine.id, theirAccount.id] },
    ]) {
      const res = await invite(body);
      expect({ status: res.statusCode, body: res.body }, JSON.stringify(body)).toEqual({ status: 404, body: missing.body });
    }
    expect(await mailsSentTo(t, theirAccount.email)).toHaveLength(0);
    expect(await mailsSentTo(t, mine.email)).toHaveLength(0);
  });

  it("refuses an attendee's token and no token; bounds the selection", async () => {
    const attendee = await signedInAttendee(t, event);
    expect((await invite({ eventId: event.eventId, notInvited: true }, attendee.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/inviteAccounts', payload: { eventId: event.eventId, notInvited: true } })).statusCode).toBe(401);
    const tooMany = await invite({ eventId: event.eventId, accountIds: Array.from({ length: 10_001 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect((await invite({ eventId: event.eventId, accountIds: [] })).statusCode).toBe(400);
  });

  it('lets a link expire after 7 days', async () => {
    const late = await attendeeAccount(t, event.eventId);
    await invite({ eventId: event.eventId, accountIds: [late.id] });
    const token = await invitationToken(late.email);
    t.advanceClock(7 * 24 * 3600_000 - 60_000);
    expect((await venue().invitation(token)).statusCode).toBe(200);
    t.advanceClock(120_000);
    expect((await venue().acceptInvitation(token)).json().error.code).toBe('token_invalid');
  });
});
