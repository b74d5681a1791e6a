import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemCompaniesSchema, systemCompanyDetailSchema } from '@aula/shared';
import { licenseChanges } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signIn, signedInUser, type SignedInUser } from '../../test/accounts';
import { mailsSentTo, tokenFromLink } from '../../test/mail-outbox';
import { everySystemCall, licenseOf, signedInAdmin, signedInStaff, STAFF_DOMAIN, systemCall } from './system-test-support';

const DAY_MS = 24 * 3600 * 1000;
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('system settings', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let staff: SignedInUser;
  let organiser: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ TRIAL_DAYS: '14', RATE_LIMIT_PER_IP: '1000', STAFF_EMAIL_DOMAIN: STAFF_DOMAIN });
    admin = await signedInAdmin(t);
    staff = await signedInStaff(t);
    organiser = await signedInUser(t, { firstName: 'Olga' });
  });
  afterAll(() => t.close());

  const company = (user: SignedInUser, companyId: number) => systemCall(t, user.token, { method: 'GET', url: `/api/system/companies/${companyId}` });
  const act = (user: SignedInUser, companyId: number, action: 'trial' | 'license' | 'endLicense', payload?: Record<string, unknown>) =>
    systemCall(t, user.token, { method: 'POST', url: `/api/system/companies/${companyId}/${action}`, payload });
  const changesOf = (companyId: number) => t.database.db.select().from(licenseChanges).where(eq(licenseChanges.companyId, companyId));

  it('answers 403 to a user who is neither admin nor staff, on every call, and changes nothing', async () => {
    for (const call of everySystemCall(admin.companyId)) {
      const res = await systemCall(t, organiser.token, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await changesOf(admin.companyId)).toEqual([]);
    const info = await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { authorization: `Bearer ${organiser.token}` } });
    expect(info.json().data).toMatchObject({ is_admin: false, is_staff: false });
  });

  it('lets internal staff read the list and a company, but no action', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { authorization: `Bearer ${staff.token}` } });
    expect(info.json().data).toMatchObject({ is_admin: false, is_staff: true });

    const list = await systemCall(t, staff.token, { method: 'GET', url: '/api/system/companies' });
    expect(list.statusCode, list.body).toBe(200);
    expect(systemCompaniesSchema.parse(list.json().data).mayChange).toBe(false);
    const detail = await company(staff, organiser.companyId);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.mayChange).toBe(false);

    for (const call of everySystemCall(organiser.companyId).filter((c) => c.method === 'POST')) {
      expect((await systemCall(t, staff.token, call)).statusCode, call.url).toBe(403);
    }
    expect(await changesOf(organiser.companyId)).toEqual([]);
  });

  it("follows the staff member's address: once changed to another domain, the same session reads no more", async () => {
    const leaving = await signedInStaff(t);
    const list = () => systemCall(t, leaving.token, { method: 'GET', url: '/api/system/companies' });
    expect((await list()).statusCode).toBe(200);
    const newEmail = `left-${leaving.id}@example.com`;
    const asked = await t.app.inject({ method: 'POST', url: '/api/changeEmail', headers: bearer(leaving.token), payload: { email: newEmail, password: leaving.password } });
    expect(asked.statusCode, asked.body).toBe(200);
    const token = tokenFromLink((await mailsSentTo(t, newEmail))[0]!, '/auth/confirm-email/');
    expect((await t.app.inject({ method: 'POST', url: '/api/confirmEmailChange', payload: { token } })).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(403);
  });

  it('lists companies newest first with owner, plan, state, dates and counts, 20 a page, searched by name or e-mail', async () => {
    const others: { companyId: number; email: string }[] = [];
    for (let i = 0; i < 21; i += 1) {
      const owner = await t.app.services.users.createOwnerWithCompany({
        email: `paging-${i}-${admin.id}@example.com`,
        passwordHash: 'not-used',
        firstName: 'Pia',
        lastName: `Paging${i}`,
        instance: '',
        lang: 'en',
      });
      others.push(owner!);
    }
    const first = systemCompaniesSchema.parse((await systemCall(t, admin.token, { method: 'GET', url: '/api/system/companies' })).json().data);
    expect(first).toMatchObject({ page: 1, pageSize: 20, mayChange: true });
    expect(first.total).toBeGreaterThanOrEqual(24);
    expect(first.companies).toHaveLength(20);
    expect(first.companies[0]).toMatchObject({
      id: others[20]!.companyId,
      ownerEmail: others[20]!.email,
      plan: null,
      state: 'trial',
      licenseEndsAt: null,
      usersCount: 1,
      eventsCount: 0,
    });
    expect(Date.parse(first.companies[0]!.trialEndsAt!) - t.app.now().getTime()).toBeGreaterThan(13 * DAY_MS);
    const second = (await systemCall(t, admin.token, { method: 'GET', url: '/api/system/companies?page=2' })).json().data;
    expect(second.companies.map((c: { id: number }) => c.id)).not.toContain(others[20]!.companyId);

    const byEmail = (await systemCall(t, admin.token, { method: 'GET', url: `/api/system/companies?search=${encodeURIComponent(organiser.email.toUpperCase())}` })).json().data;
    expect(byEmail.companies.map((c: { id: number }) => c.id)).toEqual([organiser.companyId]);
    const byName = (await systemCall(t, admin.token, { method: 'GET', url: '/api/system/companies?search=pia%20paging1' })).json().data;
    expect(byName.companies.map((c: { name: string }) => c.name).sort()).toEqual(['Pia Paging1', ...Array.from({ length: 10 }, (_, i) => `Pia Paging1${i}`)]);
    const wildcard = (await systemCall(t, admin.token, { method: 'GET', url: '/api/system/companies?search=%25_' })).json().data;
    expect(wildcard).toMatchObject({ total: 0, companies: [] });
  });

  it("shows a company's users with role and status", async () => {
    await t.app.services.users.createInvited({ companyId: organiser.companyId, email: `invited-${organiser.id}@example.com`, firstName: 'Ivo', lastName: 'Nest', lang: 'en', role: 'manager' });
    const detail = systemCompanyDetailSchema.parse((await company(admin, organiser.companyId)).json().data);
    expect(detail.company).toMatchObject({ id: organiser.companyId, usersCount: 2, ownerEmail: organiser.email });
    expect(detail.users).toEqual([
      { id: organiser.id, firstName: 'Olga', lastName: 'Lindqvist', email: organiser.email, role: 'owner', status: 'active' },
      expect.objectContaining({ firstName: 'Ivo', status: 'pending' }),
    ]);
    expect((await company(admin, 999_999)).statusCode).toBe(404);
  });

  it("ends a trial now, extends it, grants and ends a licence: the company's banner follows at once, each change logged", async () => {
    expect((await licenseOf(t, organiser)).description).toBe('Trial version: 14 days left');

    const ended = await act(admin, organiser.companyId, 'trial', { endNow: true });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.company.state).toBe('trial_ended');
    expect(await licenseOf(t, organiser)).toMatchObject({ license: 'trial', description: 'Trial expired' });

    const until = day(new Date(t.app.now().getTime() + 5 * DAY_MS));
    const extended = await act(admin, organiser.companyId, 'trial', { endNow: false, endsOn: until });
    expect(extended.json().data.company).toMatchObject({ state: 'trial', trialEndsAt: `${until}T23:59:59.999Z` });
    expect((await licenseOf(t, organiser)).description).toMatch(/^Trial version: [56] days left$/);

    const granted = await act(admin, organiser.companyId, 'license', { plan: 'professional', withoutEnd: true });
    expect(granted.json().data.company).toMatchObject({ state: 'licensed', plan: 'professional', licenseEndsAt: null });
    expect(await licenseOf(t, organiser)).toMatchObject({ license: 'licensed', description: 'Licensed version' });

    const refused = await act(admin, organiser.companyId, 'trial', { endNow: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This company has a running licence. End the licence before setting a trial.');

    const endedLicense = await act(admin, organiser.companyId, 'endLicense');
    expect(endedLicense.json().data.company.state).toBe('license_ended');
    expect(await licenseOf(t, organiser)).toMatchObject({ license: 'trial', description: 'Subscription ended' });
    expect((await act(admin, organiser.companyId, 'endLicense')).statusCode).toBe(409);

    const changes = await changesOf(organiser.companyId);
    expect(changes.map((change) => [change.action, change.adminUserId])).toEqual([
      ['extend_trial', admin.id],
      ['extend_trial', admin.id],
      ['grant_license', admin.id],
      ['end_license', admin.id],
    ]);
    expect(changes[2]!.detail).toBe('professional without end');
    const shown = (await company(admin, organiser.companyId)).json().data.changes;
    expect(shown[0]).toMatchObject({ action: 'end_license', adminEmail: admin.email });
  });

  it('puts validation messages next to their fields, in the caller language, never a 5xx', async () => {
    const cases: [string, Record<string, unknown> | undefined, Record<string, string>][] = [
      ['license', { plan: 'platinum', withoutEnd: true }, { plan: 'validation.unknown_plan' }],
      ['license', { plan: 'starter', withoutEnd: false, endsOn: '' }, { endsOn: 'validation.required' }],
      ['license', { plan: 'starter', withoutEnd: false, endsOn: '2026-02-30' }, { endsOn: 'validation.invalid_date' }],
      ['license', { plan: 'starter', withoutEnd: false, endsOn: '2001-01-01' }, { endsOn: 'validation.date_not_future' }],
      ['trial', { endNow: false, endsOn: 'tomorrow' }, { endsOn: 'validation.invalid_date' }],
      ['trial', { endNow: 'yes' }, { endNow: 'validation.invalid' }],
    ];
    for (const [action, payload, fields] of cases) {
      const res = await act(admin, organiser.companyId, action as 'trial' | 'license', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    const german = await systemCall(t, admin.token, { method: 'POST', url: `/api/system/companies/${organiser.companyId}/license`, payload: { plan: 'x', withoutEnd: true } }, { 'accept-language': 'de' });
    expect(german.json().error.message).toBe('Einige Felder sind ungültig.');
    for (const url of ['/api/system/companies?page=0', '/api/system/companies?page=x', '/api/system/companies/abc', `/api/system/companies?search=${'a'.repeat(201)}`]) {
      expect((await systemCall(t, admin.token, { method: 'GET', url })).statusCode, url).toBe(400);
    }
    expect((await act(admin, 999_999, 'license', { plan: 'starter', withoutEnd: true })).statusCode).toBe(404);
  });

  it('refuses a revoked admin at once', async () => {
    const former = await signedInAdmin(t);
    expect((await company(former, organiser.companyId)).statusCode).toBe(200);
    await t.app.services.users.setAdmin(former.email, false);
    expect((await company(former, organiser.companyId)).statusCode).toBe(403);
  });
  // Last: it moves the clock past every session of the others.
  it('grants a licence until a day, which ends at the end of that day', async () => {
    const user = await signedInUser(t);
    const until = day(new Date(t.app.now().getTime() + 30 * DAY_MS));
    const res = await act(admin, user.companyId, 'license', { plan: 'starter', withoutEnd: false, endsOn: until });
    expect(res.json().data.company).toMatchObject({ state: 'licensed', plan: 'starter', licenseEndsAt: `${until}T23:59:59.999Z` });
    t.advanceClock(31 * DAY_MS);
    const again = { ...admin, token: await signIn(t, admin) };
    const later = await signedInUser(t);
    expect((await company(again, user.companyId)).json().data.company.state).toBe('license_ended');
    expect((await company(again, later.companyId)).json().data.company.state).toBe('trial');
  });
});
