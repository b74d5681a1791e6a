import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { userInfoSchema } from '@aula/shared';
import { companies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, newPerson, signIn, signUpAndActivate } from '../../test/accounts';
import { eventFields } from '../events/events-test-support';
import { presentLicense, supportChatHash } from './presenter';

const DAY_MS = 24 * 3600 * 1000;

describe('GET /api/getUserInfo and POST /api/setLanguage', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_CHAT_SECRET: 'chat-secret', TRIAL_DAYS: '14', RATE_LIMIT_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  const userInfo = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { ...bearer(token), ...headers } });

  it('sends exactly the whitelisted fields of the signed-in user', async () => {
    const person = await signUpAndActivate(t, newPerson(), { instance: 'Lindqvist Live' });
    const res = await userInfo(await signIn(t, person));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(Object.keys(userInfoSchema.shape).sort());
    expect(userInfoSchema.parse(data)).toMatchObject({
      firstName: 'Mara',
      lastName: 'Lindqvist',
      email: person.email,
      image: null,
      company: 'Lindqvist Live',
      active: true,
      sendInvite: false,
      eventsCount: 0,
      usersCount: 1,
      lang: 'en',
      is_admin: false,
      license: { license: 'trial', description: 'Trial version: 14 days left' },
    });
    expect(data.user_hash).toBe(crypto.createHmac('sha256', 'chat-secret').update(person.email).digest('hex'));
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('counts the trial down in the user language and reports it expired afterwards', async () => {
    const person = await signUpAndActivate(t, newPerson());
    const token = await signIn(t, person);
    const first = (await userInfo(token)).json().data.license;
    const endsAt = Date.parse(first.expiresAt);
    expect(endsAt - t.app.now().getTime()).toBeGreaterThan(14 * DAY_MS - 60_000);

    const set = await t.app.inject({ method: 'POST', url: '/api/setLanguage', headers: bearer(token), payload: { lang: 'de' } });
    expect(set.json()).toEqual({ data: { ok: true } });
    t.advanceClock(endsAt - t.app.now().getTime() - DAY_MS / 2);
    const token2 = await signIn(t, person);
    const german = (await userInfo(token2)).json().data;
    expect(german.lang).toBe('de');
    expect(german.license.description).toBe('Testversion: noch 1 Tag');

    t.advanceClock(DAY_MS);
    const token3 = await signIn(t, person);
    expect((await userInfo(token3)).json().data.license).toEqual({
      license: 'trial',
      description: 'Testversion abgelaufen',
      expiresAt: first.expiresAt,
    });
  });

  it('shows a licensed company as licensed', async () => {
    const person = await signUpAndActivate(t, newPerson());
    const token = await signIn(t, person);
    const { company_id } = (await userInfo(token)).json().data;
    await t.database.db.update(companies).set({ license: 'licensed' }).where(eq(companies.id, company_id));
    // Whatever licenses a company tells the session caches, as every change to a company must.
    t.app.services.companyChanges.announce(company_id);
    expect((await userInfo(token)).json().data.license).toEqual({ license: 'licensed', description: 'Licensed version', expiresAt: null });
  });

  it('refuses an unknown language with a field error', async () => {
    const token = await signIn(t, await signUpAndActivate(t, newPerson()));
    const res = await t.app.inject({ method: 'POST', url: '/api/setLanguage', headers: bearer(token), payload: { lang: 'fr' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { lang: 'validation.invalid' } });
  });

  it('needs a signed-in user for both calls', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/getUserInfo' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/setLanguage', payload: { lang: 'de' } })).statusCode).toBe(401);
  });
});

describe('GET /api/getUserInfo from the session cache', () => {
  it('shows a new event, a new member and a new language on the next call, though it answers from memory', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(token) });
    const owner = await signUpAndActivate(t, newPerson());
    const token = await signIn(t, owner);
    const before = (await userInfo(token)).json().data;
    expect(before).toMatchObject({ eventsCount: 0, usersCount: 1, lang: 'en' });

    const created = await t.app.inject({ method: 'POST', url: '/api/event', headers: bearer(token), payload: eventFields() });
    expect(created.statusCode).toBe(200);
    expect((await userInfo(token)).json().data.eventsCount).toBe(1);

    const member = newPerson();
    await t.app.services.users.createInvited({ companyId: before.company_id, email: member.email, firstName: 'Ben', lastName: 'Okafor', lang: 'en', role: 'manager' });
    expect((await userInfo(token)).json().data.usersCount).toBe(2);

    await t.app.inject({ method: 'POST', url: '/api/setLanguage', headers: bearer(token), payload: { lang: 'de' } });
    expect((await userInfo(token)).json().data).toMatchObject({ lang: 'de', license: { description: 'Testversion: noch 14 Tage' } });
  });

});

describe('licence and support chat presentation', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it.each([
    [12 * DAY_MS, 'en', 'Trial version: 12 days left'],
    [11.2 * DAY_MS, 'de', 'Testversion: noch 12 Tage'],
    [DAY_MS, 'en', 'Trial version: 1 day left'],
    [0, 'en', 'Trial expired'],
    [-DAY_MS, 'de', 'Testversion abgelaufen'],
  ] as const)('a trial ending in %d ms reads, in %s, %s', (inMs, lang, description) => {
    const trialEndsAt = new Date(now.getTime() + inMs);
    expect(presentLicense({ license: 'trial', trialEndsAt, licenseEndsAt: null }, lang, now)).toEqual({
      license: 'trial',
      description,
      expiresAt: trialEndsAt.toISOString(),
    });
  });

  it('reads licensed until a licence ends, then ended, as no licence', () => {
    const licenseEndsAt = new Date(now.getTime() + DAY_MS);
    expect(presentLicense({ license: 'licensed', trialEndsAt: null, licenseEndsAt: null }, 'en', now).license).toBe('licensed');
    expect(presentLicense({ license: 'licensed', trialEndsAt: null, licenseEndsAt }, 'en', now).license).toBe('licensed');
    expect(presentLicense({ license: 'licensed', trialEndsAt: null, licenseEndsAt: now }, 'de', now)).toEqual({
      license: 'trial',
      description: 'Abonnement beendet',
      expiresAt: now.toISOString(),
    });
  });

  it('sends an empty hash when no chat secret is configured', () => {
    expect(supportChatHash('a@b.de', '')).toBe('');
  });
});
