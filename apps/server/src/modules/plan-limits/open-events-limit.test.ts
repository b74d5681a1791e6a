import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS, TRIAL_LIMITS, addDays } from '@aula/shared';
import { bearer, signedInUser } from '../../test/accounts';
import { putOnPlan } from '../../test/company-plan';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENTS_TEST_ENV, eventFields, eventsClient, inDays, type EventsClient } from '../events/events-test-support';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('plan limits: published events that have not closed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
  });
  afterAll(() => t.close());

  const publish = (api: EventsClient, id: number, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `/api/publishEvent/${id}`, headers: { ...bearer(api.token), 'accept-language': lang } });

  async function organiser() {
    const user = await signedInUser(t);
    return { user, api: eventsClient(t, user.token) };
  }

  it("refuses the trial's next publish with 409, naming the limit in the caller's language; drafts stay free", async () => {
    expect(TRIAL_LIMITS.openEvents).toBe(1);
    const { api } = await organiser();
    const first = await api.create({ name: 'First' });
    const [second, third] = [await api.create({ name: 'Second' }), await api.create({ name: 'Third' })];
    const published = await publish(api, first);
    expect(published.statusCode, published.body).toBe(200);

    const refused = await publish(api, second);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'open_events_limit',
      message: 'Your plan allows 1 published event that has not closed. Wait until it closes, delete it, or upgrade your plan to publish more.',
    });
    expect((await publish(api, third, 'de')).json().error.message).toBe(
      'Ihr Tarif erlaubt 1 veröffentlichtes Event, das noch nicht geschlossen ist. Warten Sie, bis es schließt, löschen Sie es oder wechseln Sie den Tarif, um weitere zu veröffentlichen.',
    );
    expect((await api.get(`/event/${second}`)).json().data.code).toBeNull();
    // Publishing the published event again answers its code, as before.
    expect((await publish(api, first)).json().data).toEqual(published.json().data);
  });

  it("does not count another company's events", async () => {
    const [ours, theirs] = [await organiser(), await organiser()];
    expect((await publish(theirs.api, await theirs.api.create())).statusCode).toBe(200);
    expect((await publish(ours.api, await ours.api.create())).statusCode).toBe(200);
  });

  it('lets only one of two publishes at once take the last place', async () => {
    const { api } = await organiser();
    const [a, b] = [await api.create({ name: 'A' }), await api.create({ name: 'B' })];
    const statuses = (await Promise.all([publish(api, a), publish(api, b)])).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it('lets an admin publish past the limit', async () => {
    const { user, api } = await organiser();
    await t.app.services.users.setAdmin(user.email, true);
    for (const name of ['One', 'Two']) expect((await publish(api, await api.create({ name }))).statusCode).toBe(200);
  });

  // Last: it moves the clock on.
  it("allows a paid plan's higher limit, and frees a place once an event closes", async () => {
    const max = PLANS.starter.limits.openEvents!;
    const { user, api } = await organiser();
    await putOnPlan(t, user.companyId, 'starter');
    const start = inDays(10);
    const soon = await api.create({ name: 'Closes soon', closingDate: addDays(start, 2) });
    expect((await publish(api, soon)).statusCode).toBe(200);
    for (let n = 1; n < max; n++) expect((await publish(api, await api.create({ name: `Open ${n}` }))).statusCode).toBe(200);
    const waiting = await api.create({ name: 'Waiting' });
    const refused = await publish(api, waiting);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(`Your plan allows ${max} published events that have not closed.`);

    t.advanceClock(13 * DAY_MS);
    expect((await publish(api, waiting)).statusCode).toBe(200);

    // Opening the closed event again (its closing date moved into the future) needs a place too.
    const reopen = (lang = 'en') => api.save(eventFields({ id: String(soon), name: 'Closes soon', closingDate: addDays(start, 20) }), { 'accept-language': lang });
    const refusedReopen = await reopen();
    expect(refusedReopen.statusCode, refusedReopen.body).toBe(409);
    expect(refusedReopen.json().error.code).toBe('open_events_limit');
    expect((await api.get(`/event/${soon}`)).json().data.closingDate).toBe(addDays(start, 2));
    expect((await api.post('/deleteEvent', { event_id: String(waiting) })).statusCode).toBe(200);
    expect((await reopen()).statusCode).toBe(200);
    expect((await api.get(`/event/${soon}`)).json().data.closingDate).toBe(addDays(start, 20));
  });
});
