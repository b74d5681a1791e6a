import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV, eventFields, eventsClient, exportFile, type EventsClient } from './events-test-support';

/** docs/rules/roles-and-permissions.md#signed-in-users-and-tenants: a user sees only the data of their company; another company's ids answer like missing ones. */
describe('events of another company', () => {
  let t: TestApp;
  let owner: EventsClient;
  let stranger: EventsClient;
  let theirs: number;
  let missing: number;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    owner = eventsClient(t, (await signedInUser(t)).token);
    stranger = eventsClient(t, (await signedInUser(t)).token);
    const imported = await owner.importFile(exportFile());
    theirs = imported.json().data.id;
    missing = theirs + 1000;
  });
  afterAll(() => t.close());

  const calls = (id: number): [string, (api: EventsClient) => ReturnType<EventsClient['get']>][] => [
    ['GET /event', (api) => api.get(`/event/${id}`)],
    ['POST /event', (api) => api.save(eventFields({ id: String(id), name: 'Taken over' }))],
    ['POST /deleteEvent', (api) => api.post('/deleteEvent', { event_id: id })],
    ['POST /publishEvent', (api) => api.post(`/publishEvent/${id}`)],
    ['POST /duplicateEvent', (api) => api.post(`/duplicateEvent/${id}`)],
    ['GET /exportEvent', (api) => api.get(`/exportEvent/${id}`)],
    ['GET /eventShortInfo', (api) => api.get(`/eventShortInfo/${id}`)],
    ['GET /agenda', (api) => api.get(`/agenda/${id}`)],
    ['GET /getStaticData', (api) => api.get(`/getStaticData/${id}`)],
  ];

  it('refuses every call on another company event exactly as on a missing one', async () => {
    const missingAnswers = new Map<string, { status: number; body: string }>();
    for (const [name, call] of calls(missing)) {
      const res = await call(stranger);
      missingAnswers.set(name, { status: res.statusCode, body: res.body });
    }
    for (const [name, call] of calls(theirs)) {
      const res = await call(stranger);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error.code, name).toBe('not_found');
      expect({ status: res.statusCode, body: res.body }, name).toEqual(missingAnswers.get(name));
      expect(res.body, name).not.toMatch(/Imported Summit|Leipzig/);
    }
  });

  it('leaves the event untouched and out of the other company list', async () => {
    expect((await stranger.get('/events')).json().data).toEqual([]);
    const info = (await owner.get(`/event/${theirs}`)).json().data;
    expect(info).toMatchObject({ name: 'Imported Summit', code: null, hasSessions: true });
    expect(((await owner.get('/events')).json().data as unknown[]).length).toBe(1);
    expect((await owner.get(`/getStaticData/${theirs}`)).statusCode).toBe(200);
  });
});
