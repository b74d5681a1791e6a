import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser } from '../../test/accounts';
import { formFields, PROFILE_TEST_ENV, profileClient } from '../profile/profile-test-support';
import { COMPANY_CHANGES_CHANNEL } from './session-cache-sync';

describe('a company change is announced once per call', () => {
  let t: TestApp;
  let announced: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp(PROFILE_TEST_ENV);
    const publish = t.app.adapters.pubsub.publish.bind(t.app.adapters.pubsub);
    vi.spyOn(t.app.adapters.pubsub, 'publish').mockImplementation(async (channel, message) => {
      if (channel === COMPANY_CHANGES_CHANNEL) announced.push(message);
      return publish(channel, message);
    });
  });
  afterAll(() => t.close());

  const announcedBy = async (call: () => Promise<{ statusCode: number }>, status = 200) => {
    announced = [];
    expect((await call()).statusCode).toBe(status);
    return announced;
  };

  it('when the service announces what the changing call itself would (a language)', async () => {
    const owner = await signedInUser(t);
    const setLanguage = () => t.app.inject({ method: 'POST', url: '/api/setLanguage', headers: bearer(owner.token), payload: { lang: 'de' } });
    expect(await announcedBy(setLanguage)).toEqual([{ companyId: owner.companyId }]);
  });

  it('when the profile is saved', async () => {
    const owner = await signedInUser(t);
    const save = () => profileClient(t, owner.token).save(formFields({ firstName: 'Greta' }));
    expect(await announcedBy(save)).toEqual([{ companyId: owner.companyId }]);
  });

  it('not at all when the call is refused, and at once outside a call', async () => {
    const owner = await signedInUser(t);
    const broken = () => t.app.inject({ method: 'POST', url: '/api/setLanguage', headers: bearer(owner.token), payload: { lang: 'xx' } });
    expect(await announcedBy(broken, 400)).toEqual([]);
    announced = [];
    t.app.services.companyChanges.announce(owner.companyId);
    expect(announced).toEqual([{ companyId: owner.companyId }]);
  });
});
