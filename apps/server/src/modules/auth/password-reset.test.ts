import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailsSentTo, tokenFromLink } from '../../test/mail-outbox';
import { bearer, newPerson, signIn, signUpAndActivate, type Person } from '../../test/accounts';

describe('forgotten passwords and invitations', () => {
  let t: TestApp;
  let owner: Person;

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://aula.test',
      RATE_LIMIT_PER_IP: '1000',
      RATE_LIMIT_PER_ACCOUNT: '1000',
      RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '1000',
    });
    owner = await signUpAndActivate(t, newPerson());
  });
  afterAll(() => t.close());

  const forgot = (username: string, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { username, lang } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/resetPassword', payload: { token, password } });
  const resetToken = async (email: string) => tokenFromLink((await mailsSentTo(t, email)).at(-1)!, '/auth/reset-password/');
  const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(token) });

  it('answers the same for a registered and an unknown address, mailing only the registered one', async () => {
    const unknown = newPerson();
    const known = await forgot(owner.email.toUpperCase());
    const missing = await forgot(unknown.email);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(missing.body);
    expect(known.json()).toEqual({ data: { ok: true } });
    expect(await mailsSentTo(t, unknown.email)).toHaveLength(0);
    const mail = (await mailsSentTo(t, owner.email)).at(-1)!;
    expect(mail.subject).toBe('Reset your Aula password');
    expect(mail.links[0]).toMatch(/^https:\/\/aula\.test\/auth\/reset-password\/[\w-]{43}$/);
  });

  it('sets the new password, ends every session and uses the link up', async () => {
    const person = await signUpAndActivate(t, newPerson());
    const sessions = [await signIn(t, person), await signIn(t, person)];
    await forgot(person.email, 'de');
    const mail = (await mailsSentTo(t, person.email)).at(-1)!;
    expect(mail.subject).toBe('Setzen Sie Ihr Aula-Passwort zurück');
    const token = tokenFromLink(mail, '/auth/reset-password/');

    const newPassword = 'Copper-Lantern-58?';
    const res = await reset(token, newPassword);
    expect(res.json()).toEqual({ data: { ok: true } });
    for (const session of sessions) expect((await userInfo(session)).statusCode).toBe(401);

    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: person.email, password: person.password } });
    expect(oldLogin.json().error.code).toBe('invalid_credentials');
    await signIn(t, { email: person.email, password: newPassword });

    const reused = await reset(token, 'Another-Lantern-77?');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('token_invalid');
  });

  it('refuses an expired reset link and keeps the old password', async () => {
    await forgot(owner.email);
    const token = await resetToken(owner.email);
    t.advanceClock((t.config.tokens.resetTtlMinutes * 60 + 1) * 1000);
    const res = await reset(token, 'Copper-Lantern-58?');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'token_invalid', message: 'This link is invalid or has expired.' });
    await signIn(t, owner);
  });

  it('keeps the link usable when the new password is refused', async () => {
    await forgot(owner.email);
    const token = await resetToken(owner.email);
    const weak = await reset(token, 'Lindqvist1!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ password: 'validation.pass_guessable' });
    const structural = await reset(token, 'short');
    expect(structural.json().error.fields).toEqual({ password: 'validation.pass_length' });
    expect((await reset(token, owner.password)).statusCode).toBe(200);
  });

  it('tells whether a reset link still works without using it up, and answers a mangled one as invalid or expired', async () => {
    const check = (token: string, purpose = 'reset') =>
      t.app.inject({ method: 'POST', url: '/api/checkLinkToken', payload: { token, purpose } });
    await forgot(owner.email);
    const token = await resetToken(owner.email);
    expect((await check(token)).json()).toEqual({ data: { ok: true } });
    expect((await check(token)).json()).toEqual({ data: { ok: true } });
    expect((await check(token, 'invite')).json().error.code).toBe('token_invalid');
    for (const mangled of ['', 'abc', token.slice(0, 10), `${token}%20`]) {
      const res = await check(mangled);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'token_invalid', message: 'This link is invalid or has expired.' });
    }
    const cutOff = await reset(token.slice(0, 10), 'Copper-Lantern-58?');
    expect(cutOff.json().error.code).toBe('token_invalid');
    expect((await reset(token, 'Copper-Lantern-58?')).statusCode).toBe(200);
    expect((await check(token)).json().error.code).toBe('token_invalid');
    owner = { ...owner, password: 'Copper-Lantern-58?' };
    await signIn(t, owner);
  });

  it('refuses an unknown reset token in German', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resetPassword',
      payload: { token: 'x'.repeat(43), password: 'Copper-Lantern-58?' },
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Dieser Link ist ungültig oder abgelaufen.');
  });

  it('lets an invited member set a password once, then sign in', async () => {
    const ownerToken = await signIn(t, owner);
    const me = (await userInfo(ownerToken)).json().data;
    const invitee = newPerson({ firstName: 'Ben', lastName: 'Okafor' });
    await t.app.services.accounts.inviteUser({
      companyId: me.company_id,
      email: invitee.email,
      firstName: invitee.firstName,
      lastName: invitee.lastName,
      lang: 'en',
      role: 'manager',
      inviterName: 'Mara Lindqvist',
    });
    const mail = (await mailsSentTo(t, invitee.email)).at(-1)!;
    expect(mail.subject).toBe('You are invited to Aula');
    expect(mail.text).toContain('Mara Lindqvist invited you');
    const token = tokenFromLink(mail, '/auth/create-account/');

    const before = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: invitee.email, password: invitee.password } });
    expect(before.json().error.code).toBe('invalid_credentials');

    const created = await t.app.inject({ method: 'POST', url: '/api/createAccount', payload: { token, password: invitee.password } });
    expect(created.json()).toEqual({ data: { ok: true } });
    const inviteeToken = await signIn(t, invitee);
    expect((await userInfo(inviteeToken)).json().data).toMatchObject({ company_id: me.company_id, firstName: 'Ben', active: true });
    expect((await userInfo(ownerToken)).json().data.usersCount).toBe(2);

    const reused = await t.app.inject({ method: 'POST', url: '/api/createAccount', payload: { token, password: 'Copper-Lantern-58?' } });
    expect(reused.json().error.code).toBe('token_invalid');
  });

  it('refuses an expired invitation and a taken address', async () => {
    const me = (await userInfo(await signIn(t, owner))).json().data;
    const invitee = newPerson();
    const invite = { companyId: me.company_id, email: invitee.email, firstName: 'Ada', lastName: 'Berg', lang: 'de' as const, role: 'host' as const, inviterName: 'Mara' };
    await t.app.services.accounts.inviteUser(invite);
    const mail = (await mailsSentTo(t, invitee.email)).at(-1)!;
    expect(mail.subject).toBe('Sie wurden zu Aula eingeladen');
    await expect(t.app.services.accounts.inviteUser(invite)).rejects.toMatchObject({
      status: 400,
      fields: { email: 'validation.email_taken' },
    });
    t.advanceClock((t.config.tokens.inviteTtlDays * 24 * 3600 + 1) * 1000);
    const token = tokenFromLink(mail, '/auth/create-account/');
    const res = await t.app.inject({ method: 'POST', url: '/api/createAccount', payload: { token, password: invitee.password } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('token_invalid');
  });

  it('does not accept a reset link as an invitation or the other way round', async () => {
    await forgot(owner.email);
    const token = await resetToken(owner.email);
    const res = await t.app.inject({ method: 'POST', url: '/api/createAccount', payload: { token, password: owner.password } });
    expect(res.json().error.code).toBe('token_invalid');
  });
});
