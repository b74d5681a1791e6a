import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS, TRIAL_LIMITS } from '@aula/shared';
import { bearer, signedInUser } from '../../test/accounts';
import { putOnPlan } from '../../test/company-plan';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ATTENDEES_TEST_ENV, accountBody, attendeesClient, type AttendeesClient } from '../attendees/attendees-test-support';

const trialMax = TRIAL_LIMITS.accountsPerEvent!;

describe("plan limits: an event's accounts, added one by one", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEES_TEST_ENV);
  });
  afterAll(() => t.close());

  /** A signed-in organiser's client with one event holding `count` accounts. */
  async function eventWithAccounts(count: number, setUp: (user: { id: number; email: string; companyId: number }) => Promise<void> = async () => {}) {
    const user = await signedInUser(t);
    await setUp(user);
    const api = attendeesClient(t, user.token);
    const eventId = await api.create();
    for (let n = 0; n < count; n++) await api.createAccount(eventId);
    return { api, eventId, user };
  }

  const addOne = (api: AttendeesClient, eventId: number, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/account', headers: { ...bearer(api.token), 'accept-language': lang }, payload: accountBody(eventId) });

  it("refuses the trial's next account with 409, naming the limit in the caller's language; edits and other events go on", async () => {
    const { api, eventId } = await eventWithAccounts(trialMax);
    const refused = await addOne(api, eventId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'accounts_limit',
      message: `Your plan allows ${trialMax} accounts per event. Delete accounts or upgrade your plan to add more.`,
    });
    expect((await addOne(api, eventId, 'de')).json().error.message).toBe(
      `Ihr Tarif erlaubt ${trialMax} Konten pro Event. Löschen Sie Konten oder wechseln Sie den Tarif, um weitere anzulegen.`,
    );
    expect((await api.page(eventId)).eventTotal).toBe(trialMax);

    const [first] = (await api.page(eventId)).rows;
    const edited = await api.saveAccount(accountBody(eventId, { id: first!.id, email: first!.email, firstName: 'Edited' }));
    expect(edited.statusCode, edited.body).toBe(200);
    const otherEvent = await api.create();
    expect((await addOne(api, otherEvent)).statusCode).toBe(200);
  });

  it('counts an erased account no more, so its place is free again', async () => {
    const { api, eventId } = await eventWithAccounts(trialMax);
    const [first] = (await api.page(eventId)).rows;
    expect((await api.erase(eventId, first!.id)).statusCode).toBe(200);
    expect((await addOne(api, eventId)).statusCode).toBe(200);
    expect((await addOne(api, eventId)).statusCode).toBe(409);
  });

  it('lets only one of two additions at once take the last place', async () => {
    const { api, eventId } = await eventWithAccounts(trialMax - 1);
    const statuses = (await Promise.all([addOne(api, eventId), addOne(api, eventId)])).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await api.page(eventId)).eventTotal).toBe(trialMax);
  });

  it("allows a paid plan's higher limit", async () => {
    const { api, eventId } = await eventWithAccounts(trialMax, (user) => putOnPlan(t, user.companyId, 'starter'));
    expect(PLANS.starter.limits.accountsPerEvent).toBeGreaterThan(trialMax);
    expect((await addOne(api, eventId)).statusCode).toBe(200);
  });

  it('lets an admin pass the limit', async () => {
    const { api, eventId } = await eventWithAccounts(trialMax, (user) => t.app.services.users.setAdmin(user.email, true).then(() => undefined));
    expect((await addOne(api, eventId)).statusCode).toBe(200);
  });
});
