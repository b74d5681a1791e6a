import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendeeAccounts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startFakeBotVerifier, type FakeServer } from '../../test/fake-servers';
import { mailsSentTo } from '../../test/mail-outbox';
import { bearer, newPerson, signIn, signUpAndActivate, signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_PASSWORD, ATTENDEE_TEST_ENV, accountWithPassword, attendeeAccount, publishedEvent, venueSignInClient } from './attendee-test-support';

const INVALID = { error: { code: 'invalid_credentials', message: 'The e-mail address or password is wrong.' } };

/** Attendees sign in per event with e-mail and password, with the organisers' limits (docs/rules/attendees.md#attendee-sign-in). */
describe('attendee sign-in', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;

  beforeAll(async () => {
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, RATE_LIMIT_PER_ACCOUNT: '3', RATE_LIMIT_PER_IP: '8', RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '2' });
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
  });
  afterAll(() => t.close());

  const venue = () => venueSignInClient(t, event.code);

  it('signs an attendee in with e-mail (in any case) and password, and counts the first sign-in', async () => {
    const account = await accountWithPassword(t, event.eventId, { lang: 'de' });
    const res = await venueSignInClient(t, event.code.toLowerCase()).login(account.email.toUpperCase(), ATTENDEE_PASSWORD, freshIp());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ token_type: 'Bearer', expires_in: 5 * 24 * 3600, lang: 'de', code: event.code });
    const me = await t.app.inject({ method: 'GET', url: '/api/venue/me', headers: bearer(res.json().data.access_token) });
    expect(me.json().data.id).toBe(account.id);
    const [row] = await t.database.db.select().from(attendeeAccounts).where(eq(attendeeAccounts.id, account.id));
    expect(row!.firstSignedInAt).toBeInstanceOf(Date);
  });

  it("answers a wrong password, an unknown address, another event's code and unusable accounts alike", async () => {
    const other = await publishedEvent(t, organiser.token);
    const known = await accountWithPassword(t, event.eventId);
    const noPassword = await attendeeAccount(t, event.eventId);
    const inactive = await accountWithPassword(t, event.eventId, { active: false });
    const erased = await accountWithPassword(t, event.eventId);
    await t.database.db.update(attendeeAccounts).set({ erasedAt: new Date() }).where(eq(attendeeAccounts.id, erased.id));
    const attempts = [
      venue().login(known.email, 'Wrong-Password-9!', freshIp()),
      venue().login(`nobody-${known.email}`, ATTENDEE_PASSWORD, freshIp()),
      venueSignInClient(t, other.code).login(known.email, ATTENDEE_PASSWORD, freshIp()),
      venue().login(noPassword.email, ATTENDEE_PASSWORD, freshIp()),
      venue().login(inactive.email, ATTENDEE_PASSWORD, freshIp()),
      venue().login(erased.email, ATTENDEE_PASSWORD, freshIp()),
      // An organiser's own credentials are no attendee's.
      venue().login(organiser.email, organiser.password, freshIp()),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('is 404 for an unknown code', async () => {
    const res = await venueSignInClient(t, 'ZZZZZZ').login('someone@example.com', ATTENDEE_PASSWORD, freshIp());
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('refuses the address that failed for an account while the attendee signs in from theirs', async () => {
    const account = await accountWithPassword(t, event.eventId);
    const attacker = freshIp();
    for (let i = 0; i < 3; i++) expect((await venue().login(account.email, 'Wrong-Password-9!', attacker)).statusCode).toBe(400);
    const blocked = await venue().login(account.email, ATTENDEE_PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await venue().login(account.email, ATTENDEE_PASSWORD, freshIp())).statusCode).toBe(200);
    // The same address in another event is another account, counted apart.
    const other = await publishedEvent(t, organiser.token);
    await accountWithPassword(t, other.eventId, { email: account.email });
    expect((await venueSignInClient(t, other.code).login(account.email, ATTENDEE_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 9; i++) statuses.push((await venue().login(`guess-${i}@example.com`, 'Wrong-Password-9!', ip)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429]);
  });

  it('limits reset mails per address and client, answering alike', async () => {
    const account = await accountWithPassword(t, event.eventId);
    const forgot = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: `/api/venue/${event.code}/forgotPassword`, payload: { email: account.email }, remoteAddress });
    const ip = freshIp();
    expect([(await forgot(ip)).statusCode, (await forgot(ip)).statusCode, (await forgot(ip)).statusCode]).toEqual([200, 200, 429]);
    expect((await forgot(freshIp())).statusCode).toBe(200);
    expect(await mailsSentTo(t, account.email)).toHaveLength(3);
  });
});

describe('attendee sign-in with a bot check', () => {
  const HUMAN = 'human-token';
  let t: TestApp;
  let verifier: FakeServer;
  let event: { eventId: number; code: string };

  beforeAll(async () => {
    verifier = await startFakeBotVerifier(HUMAN, 'bot-secret');
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, BOT_CHECK_PROVIDER: 'turnstile', BOT_CHECK_SECRET: 'bot-secret', BOT_CHECK_VERIFY_URL: verifier.url });
    const organiser = await signUpAndActivate(t, newPerson(), { captcha: HUMAN });
    event = await publishedEvent(t, await signIn(t, organiser, { captcha: HUMAN }));
  });
  afterAll(async () => {
    await t.close();
    await verifier.close();
  });

  it('asks for a genuine bot-check token to sign in and to ask for a reset link', async () => {
    const account = await accountWithPassword(t, event.eventId);
    const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/venue/${event.code}/${path}`, payload });
    const robot = await post('login', { email: account.email, password: ATTENDEE_PASSWORD, captcha: 'robot' });
    expect(robot.json().error.code).toBe('bot_check_failed');
    expect((await post('login', { email: account.email, password: ATTENDEE_PASSWORD, captcha: HUMAN })).statusCode).toBe(200);
    expect((await post('forgotPassword', { email: account.email })).json().error.code).toBe('bot_check_failed');
    expect((await post('forgotPassword', { email: account.email, captcha: HUMAN })).statusCode).toBe(200);
    expect(await mailsSentTo(t, account.email)).toHaveLength(1);
  });
});
