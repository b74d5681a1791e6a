import { eventListItemSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { putOnPlan } from '../../test/company-plan';
import { EVENTS_TEST_ENV, eventsClient, exportFile, inDays, type EventsClient } from './events-test-support';
import { PUBLISH_CODE_ALPHABET } from './publish-code';
import { createEventsRepository } from './repository';

const DAY_MS = 24 * 3600 * 1000;

describe('POST /api/publishEvent and POST /api/duplicateEvent', () => {
  let t: TestApp;
  let api: EventsClient;
  let owner: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    owner = await signedInUser(t);
    // Publishes far more events than a trial may keep open (docs/decisions/0059-plan-limits.md).
    await putOnPlan(t, owner.companyId, 'enterprise');
    api = eventsClient(t, owner.token);
  });
  afterAll(() => t.close());

  it('gives each published event its own short code without look-alike characters, and keeps it', async () => {
    const ids = await Promise.all(Array.from({ length: 25 }, (_, i) => api.create({ name: `Event ${i}` })));
    const codes: string[] = [];
    for (const id of ids) {
      const res = await api.post(`/publishEvent/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      codes.push(res.json().data.code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      expect([...code].every((c) => PUBLISH_CODE_ALPHABET.includes(c))).toBe(true);
      expect(code).not.toMatch(/[01OIL]/);
    }
    const again = await api.post(`/publishEvent/${ids[0]}`);
    expect(again.json().data).toEqual({ code: codes[0] });
    expect((await api.get(`/eventShortInfo/${ids[0]}`)).json().data.code).toBe(codes[0]);
    const listed = (await api.get('/events')).json().data as { id: number; code: string | null }[];
    expect(listed.find((e) => e.id === ids[1])!.code).toBe(codes[1]);
  });

  it('detects a code already taken by another event, so that publishing draws again', async () => {
    const repository = createEventsRepository(t.database.db);
    const [first, second] = [await api.create({ name: 'First' }), await api.create({ name: 'Second' })];
    const code = (await api.post(`/publishEvent/${first}`)).json().data.code as string;
    const draws = [code, 'FRESH2'];
    const publish = (id: number, attempts: number) =>
      repository.publish({ id, companyId: owner.companyId }, new Date(), { check: () => {}, drawCode: () => draws.shift()!, attempts });
    expect(await publish(second, 1)).toBeNull();
    expect((await api.get(`/event/${second}`)).json().data.code).toBeNull();
    draws.unshift(code);
    expect(await publish(second, 2)).toBe('FRESH2');
    expect((await api.get(`/event/${second}`)).json().data.code).toBe('FRESH2');
  });

  it('answers two simultaneous publishes of one event with the same code', async () => {
    const id = await api.create({ name: 'Raced' });
    const [first, second] = await Promise.all([api.post(`/publishEvent/${id}`), api.post(`/publishEvent/${id}`)]);
    expect(first.json().data.code).toBe(second.json().data.code);
  });

  it('duplicates setup and agenda into a draft named "(copy)" and leaves the original alone', async () => {
    const imported = await api.importFile(exportFile());
    const id = imported.json().data.id as number;
    await api.post(`/publishEvent/${id}`);
    const res = await api.post(`/duplicateEvent/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const copy = eventListItemSchema.strict().parse(res.json().data);
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({ name: 'Imported Summit (copy)', code: null, location: 'Leipzig', city: 'Leipzig', timezoneOffset: -330 });

    const original = (await api.get(`/event/${id}`)).json().data;
    const duplicated = (await api.get(`/event/${copy.id}`)).json().data;
    expect(duplicated).toEqual({ ...original, id: copy.id, name: 'Imported Summit (copy)', code: null });
    const agendaShape = async (eventId: number) =>
      ((await api.get(`/agenda/${eventId}`)).json().data.categories as { name: string; sessions: { title: string; day: string }[] }[]).map(
        (c) => [c.name, c.sessions.map((s) => [s.title, s.day])],
      );
    expect(await agendaShape(copy.id)).toEqual(await agendaShape(id));
    expect(await agendaShape(copy.id)).toHaveLength(2);
    expect((await api.get(`/event/${id}`)).json().data.code).not.toBeNull();
  });

  it('names the copy in the user language and within the name limit', async () => {
    await t.app.inject({ method: 'POST', url: '/api/setLanguage', headers: { authorization: `Bearer ${api.token}` }, payload: { lang: 'de' } });
    const id = await api.create({ name: 'N'.repeat(150) });
    const copy = (await api.post(`/duplicateEvent/${id}`)).json().data;
    expect(copy.name).toBe(`${'N'.repeat(142)} (Kopie)`);
  });

  // Moves the app's clock, so it runs last.
  it('refuses to publish a closed draft with 409 and still answers the code of a closed published event', async () => {
    const draft = await api.create({ name: 'Will close', startDate: inDays(1), endDate: inDays(1), closingDate: inDays(2) });
    const published = await api.create({ name: 'Published, will close', startDate: inDays(1), endDate: inDays(1), closingDate: inDays(2) });
    const code = (await api.post(`/publishEvent/${published}`)).json().data.code;
    t.advanceClock(5 * DAY_MS);
    const res = await api.post(`/publishEvent/${draft}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('event_closed');
    expect((await api.get(`/event/${draft}`)).json().data.code).toBeNull();
    expect((await api.post(`/publishEvent/${published}`)).json().data).toEqual({ code });
  });
});
