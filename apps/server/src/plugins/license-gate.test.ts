import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { EVENTS_TEST_ENV, eventFields, eventsClient } from '../modules/events/events-test-support';
import { billingFixtures } from '../test/billing-fixtures';
import { apiCall, type BoundApiCall } from '../test/api-call';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the licence gate (4034, 4035)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let eventId: number;
  const call: BoundApiCall = (...args) => apiCall(t, ...args);
  const changing = (token: string, lang?: string) => call('POST', '/event', token, eventFields({ name: 'Late Expo' }), lang);
  const reading = (token: string) => call('GET', `/event/${eventId}`, token);

  beforeAll(async () => {
    t = await createTestApp({ ...EVENTS_TEST_ENV, TRIAL_DAYS: '14' });
    owner = await signedInUser(t);
    eventId = await eventsClient(t, owner.token).create({ name: 'Harbour Summit' });
  });
  afterAll(async () => t.close());

  it('lets a company on its trial work', async () => {
    expect((await reading(owner.token)).statusCode).toBe(200);
  });

  it("answers 4034 to changing and reading event calls once the trial has ended, in the user's language", async () => {
    t.advanceClock(15 * DAY_MS);
    const changed = await changing(owner.token);
    expect(changed.statusCode, changed.body).toBe(402);
    expect(changed.json().error).toEqual({ code: 4034, message: 'Your trial has ended.' });
    const read = await reading(owner.token);
    expect(read.json().error.code).toBe(4034);
    expect((await call('GET', '/events', owner.token)).json().error.code).toBe(4034);
    const german = await changing(owner.token, 'de');
    expect(german.json().error.message).toBe('Ihre Testphase ist abgelaufen.');
  });

  it('keeps the account, the shell and billing open while the trial has ended', async () => {
    const info = await call('GET', '/getUserInfo', owner.token);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data.license).toMatchObject({ license: 'trial', description: 'Trial expired' });
    const billing = await call('GET', '/billing', owner.token);
    expect(billing.statusCode, billing.body).toBe(200);
    expect(billing.json().data).toMatchObject({ state: 'trial_ended', trialDaysLeft: 0 });
    expect((await call('POST', '/setLanguage', owner.token, { lang: 'de' })).statusCode).toBe(200);
    expect((await call('POST', '/setLanguage', owner.token, { lang: 'en' })).statusCode).toBe(200);
    expect((await call('GET', '/getStaticData', owner.token)).statusCode).toBe(200);
    expect((await call('GET', '/clientConfig', owner.token)).statusCode).toBe(200);
    expect((await call('POST', '/socketTicket', owner.token)).statusCode).toBe(200);
    expect((await call('GET', '/health', owner.token)).statusCode).toBe(200);
    const refreshed = await call('POST', '/refresh', owner.token);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    owner.token = refreshed.json().data.access_token;
    // The gate answers only where a call exists; elsewhere the caller learns that it does not.
    expect((await call('GET', '/noSuchCall', owner.token)).statusCode).toBe(404);
  });

  it('opens again with a licence, and answers 4035 once that licence has ended', async () => {
    const fixtures = billingFixtures(t);
    await fixtures.setCompany(owner.companyId, { license: 'licensed', plan: 'starter', licenseEndsAt: new Date(Date.now() + 30 * DAY_MS) });
    expect((await reading(owner.token)).statusCode).toBe(200);
    await fixtures.setCompany(owner.companyId, { licenseEndsAt: new Date(Date.now() + 10 * DAY_MS) });
    const ended = await changing(owner.token);
    expect(ended.statusCode).toBe(402);
    expect(ended.json().error).toEqual({ code: 4035, message: 'Your subscription has ended.' });
    expect((await reading(owner.token)).json().error.code).toBe(4035);
    const info = (await call('GET', '/getUserInfo', owner.token)).json().data;
    expect(info.license).toMatchObject({ license: 'trial', description: 'Subscription ended' });
    expect((await call('GET', '/billing', owner.token)).json().data.state).toBe('license_ended');
  });

  it('leaves a licence without end open', async () => {
    await billingFixtures(t).setCompany(owner.companyId, { licenseEndsAt: null });
    expect((await reading(owner.token)).statusCode).toBe(200);
  });

  it('exempts admins', async () => {
    const admin = await signedInUser(t);
    const fixtures = billingFixtures(t);
    t.advanceClock(15 * DAY_MS);
    const ownEvent = await call('GET', '/events', admin.token);
    expect(ownEvent.json().error.code).toBe(4034);
    await fixtures.setUser(admin.id, admin.companyId, { isAdmin: true });
    const res = await call('GET', '/events', admin.token);
    expect(res.statusCode, res.body).toBe(200);
  });
});
