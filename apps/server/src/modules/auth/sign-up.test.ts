import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startFakeBotVerifier, startFakeRangeServer, type FakeServer } from '../../test/fake-servers';
import { mailsSentTo, tokenFromLink } from '../../test/mail-outbox';
import { bearer, newPerson, signIn, signUpAndActivate, signUpBody } from '../../test/accounts';

const HUMAN = 'human-token';

describe('sign-up and activation', () => {
  let t: TestApp;
  let range: FakeServer;
  let verifier: FakeServer;

  beforeAll(async () => {
    range = await startFakeRangeServer({ 'Password123!': 123456, 'Sommer2024!x': 42 });
    verifier = await startFakeBotVerifier(HUMAN, 'bot-secret');
    t = await createTestApp({
      PUBLIC_URL: 'https://aula.test',
      BOT_CHECK_PROVIDER: 'turnstile',
      BOT_CHECK_SECRET: 'bot-secret',
      BOT_CHECK_VERIFY_URL: verifier.url,
      BREACH_CHECK_URL: `${range.url}/range/`,
      RATE_LIMIT_PER_IP: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await range.close();
    await verifier.close();
  });

  const createUser = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/createUser', payload: { captcha: HUMAN, ...body }, headers });
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password, captcha: HUMAN }, headers });

  it('creates an inactive account and mails an activation link that makes it active', async () => {
    const person = newPerson({ email: `  Anna.Schmidt-${Date.now()}@Example.com ` });
    const address = person.email.trim().toLowerCase();
    const res = await createUser(signUpBody(person, { instance: 'Schmidt Events' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });

    const [mail, ...others] = await mailsSentTo(t, address);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Activate your Aula account');
    expect(mail!.text).toContain('Hello Mara,');
    expect(mail!.links[0]).toMatch(/^https:\/\/aula\.test\/auth\/email-verification\/[\w-]{43}$/);
    expect(mail!.html).toContain(mail!.links[0]);

    const inactive = await login(address, person.password);
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().error).toEqual({
      code: 'account_inactive',
      message: 'Your account is not activated yet. Open the link in the activation e-mail, or request a new one.',
    });
    const inactiveDe = await login(address, person.password, { 'accept-language': 'de' });
    expect(inactiveDe.json().error.message).toBe(
      'Ihr Konto ist noch nicht aktiviert. Öffnen Sie den Link in der Aktivierungs-E-Mail oder fordern Sie einen neuen an.',
    );

    const token = tokenFromLink(mail!, '/auth/email-verification/');
    const verify = await t.app.inject({ method: 'POST', url: '/api/verifyEmail', payload: { token } });
    expect(verify.json()).toEqual({ data: { ok: true } });

    const again = await t.app.inject({ method: 'POST', url: '/api/verifyEmail', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('token_invalid');

    const accessToken = await signIn(t, { email: person.email.trim(), password: person.password }, { captcha: HUMAN });
    const info = await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(accessToken) });
    expect(info.json().data).toMatchObject({ email: address, company: 'Schmidt Events', active: true, is_admin: false });
  });

  it('names the company after the person when no instance is given, and mails in German on request', async () => {
    const person = newPerson({ firstName: 'Jörg', lastName: 'Müller' });
    await createUser(signUpBody(person, { lang: 'de' }));
    const mail = (await mailsSentTo(t, person.email)).at(-1)!;
    expect(mail.subject).toBe('Aktivieren Sie Ihr Aula-Konto');
    expect(mail.text).toContain('Hallo Jörg,');
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/verifyEmail',
      payload: { token: tokenFromLink(mail, '/auth/email-verification/') },
    });
    expect(verify.statusCode).toBe(200);
    const accessToken = await signIn(t, person, { captcha: HUMAN });
    const info = await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(accessToken) });
    expect(info.json().data).toMatchObject({ company: 'Jörg Müller', lang: 'de' });
  });

  it('answers a sign-up with a registered address exactly like a new one, and tells the owner', async () => {
    const owner = await signUpAndActivate(t, newPerson(), { captcha: HUMAN });
    const fresh = await createUser(signUpBody(newPerson()));
    const taken = await createUser(signUpBody({ ...newPerson(), email: owner.email.toUpperCase() }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);

    const notice = (await mailsSentTo(t, owner.email)).at(-1)!;
    expect(notice.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(notice.links).toEqual(expect.arrayContaining(['https://aula.test/auth/login', 'https://aula.test/auth/forgot-password']));
    // The owner's password is untouched.
    await signIn(t, owner, { captcha: HUMAN });
  });

  it('refuses an activation link that has expired', async () => {
    const person = newPerson();
    await createUser(signUpBody(person));
    const token = tokenFromLink((await mailsSentTo(t, person.email)).at(-1)!, '/auth/email-verification/');
    t.advanceClock((t.config.tokens.verifyTtlHours * 3600 + 1) * 1000);
    const res = await t.app.inject({ method: 'POST', url: '/api/verifyEmail', payload: { token } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'token_invalid', message: 'This link is invalid or has expired.' });
  });

  it('answers a cut-off or mangled activation link as invalid or expired, not as a field error', async () => {
    for (const token of ['', 'short', 'not a token at all']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/verifyEmail', payload: { token }, headers: { 'accept-language': 'de' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'token_invalid', message: 'Dieser Link ist ungültig oder abgelaufen.' });
    }
  });

  it('mails a new activation link on request, and only the newest one works', async () => {
    const person = newPerson();
    await createUser(signUpBody(person));
    const first = tokenFromLink((await mailsSentTo(t, person.email)).at(-1)!, '/auth/email-verification/');
    const resend = await t.app.inject({ method: 'POST', url: '/api/resendVerification', payload: { username: person.email, lang: 'de' } });
    expect(resend.json()).toEqual({ data: { ok: true } });
    const mails = await mailsSentTo(t, person.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Aktivieren Sie Ihr Aula-Konto');
    const second = tokenFromLink(mails[1]!, '/auth/email-verification/');
    const old = await t.app.inject({ method: 'POST', url: '/api/verifyEmail', payload: { token: first } });
    expect(old.statusCode).toBe(400);
    const fresh = await t.app.inject({ method: 'POST', url: '/api/verifyEmail', payload: { token: second } });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers resendVerification the same for unknown, active and inactive addresses, mailing only the inactive one', async () => {
    const active = await signUpAndActivate(t, newPerson(), { captcha: HUMAN });
    const inactive = newPerson();
    await createUser(signUpBody(inactive));
    const unknown = newPerson();
    const answers = await Promise.all(
      [unknown, active, inactive].map((p) =>
        t.app.inject({ method: 'POST', url: '/api/resendVerification', payload: { username: p.email } }),
      ),
    );
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(200);
    expect(await mailsSentTo(t, unknown.email)).toHaveLength(0);
    expect(await mailsSentTo(t, active.email)).toHaveLength(1);
    expect(await mailsSentTo(t, inactive.email)).toHaveLength(2);
  });

  it('refuses a guessable password with a field key', async () => {
    const person = newPerson({ password: 'Lindqvist1!' });
    const res = await createUser(signUpBody(person));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { password: 'validation.pass_guessable' } });
    expect(await mailsSentTo(t, person.email)).toHaveLength(0);
  });

  it('refuses a structurally weak password with the first broken rule', async () => {
    const res = await createUser(signUpBody(newPerson({ password: 'nouppercase1!' })));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: 'validation.pass_uppercase' });
  });

  it('refuses a breached password with its count, in English and German', async () => {
    const person = newPerson({ password: 'Sommer2024!x' });
    const en = await createUser(signUpBody(person));
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toEqual({
      code: 'password_breached',
      message: 'This password has been hacked 42 times. Use stronger password.',
      fields: { password: 'validation.pass_breached' },
    });
    const de = await createUser(signUpBody(person), { 'accept-language': 'de-DE,de;q=0.9' });
    expect(de.json().error.message).toBe('Dieses Passwort wurde 42-mal gehackt. Verwenden Sie ein stärkeres Passwort.');
    expect(await mailsSentTo(t, person.email)).toHaveLength(0);
  });

  it('refuses sign-up and login when the bot check fails', async () => {
    const person = newPerson();
    const signUp = await createUser({ ...signUpBody(person), captcha: 'robot' });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error).toEqual({ code: 'bot_check_failed', message: 'The bot check failed. Please try again.' });
    expect(await mailsSentTo(t, person.email)).toHaveLength(0);

    const active = await signUpAndActivate(t, newPerson(), { captcha: HUMAN });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: active.email, password: active.password, captcha: '' },
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'bot_check_failed',
      message: 'Die Bot-Prüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    });
  });

  it('refuses a forgot-password request when the bot check fails, and mails nothing', async () => {
    const active = await signUpAndActivate(t, newPerson(), { captcha: HUMAN });
    const res = await t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { username: active.email, captcha: 'robot' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bot_check_failed');
    expect((await mailsSentTo(t, active.email)).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(0);
    const human = await t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { username: active.email, captcha: HUMAN } });
    expect(human.statusCode).toBe(200);
    expect((await mailsSentTo(t, active.email)).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(1);
  });

  it('reports invalid fields with their i18n keys', async () => {
    const res = await createUser({ username: 'not-an-address', password: 'x', first_name: '', last_name: 'B' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      username: 'validation.invalid_email',
      password: 'validation.pass_length',
      first_name: 'validation.required',
    });
  });
});
