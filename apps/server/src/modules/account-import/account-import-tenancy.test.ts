import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts';
import { storedAttendees } from '../../test/attendee-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_IMPORT_TEST_ENV, ENGLISH_HEADERS, csvFile, importClient, peopleRows, type ImportClient } from './account-import-test-support';

/** docs/rules/roles-and-permissions.md#signed-in-users-and-tenants: another company's event is answered exactly like a missing one, on every import call. */
describe('account import into another company’s event', () => {
  let t: TestApp;
  let owner: ImportClient;
  let stranger: ImportClient;
  let theirEvent: number;

  beforeAll(async () => {
    t = await createTestApp(ACCOUNT_IMPORT_TEST_ENV);
    owner = importClient(t, (await signedInUser(t)).token);
    stranger = importClient(t, (await signedInUser(t)).token);
    theirEvent = await owner.create({ name: 'Private Summit' });
    await owner.apply(theirEvent, csvFile([ENGLISH_HEADERS, ...peopleRows(2)]));
    await t.drainJobs();
  });
  afterAll(() => t.close());

  const file = () => csvFile([ENGLISH_HEADERS, ...peopleRows(3, 10)]);
  type Call = [string, (api: ImportClient, eventId: number) => ReturnType<ImportClient['get']>];
  const calls: Call[] = [
    ['POST /importAccountsPreview', (api, eventId) => api.preview(eventId, file())],
    ['POST /importAccounts', (api, eventId) => api.apply(eventId, file(), { existing: 'update' })],
    ['GET /importAccounts', (api, eventId) => api.latest(eventId)],
    ['POST /importAccountsPreview, bad file', (api, eventId) => api.preview(eventId, csvFile('not,a\nfile'))],
  ];

  it('refuses every call exactly as for a missing event, and imports nothing', async () => {
    for (const [name, call] of calls) {
      const missing = await call(stranger, theirEvent + 1000);
      const res = await call(stranger, theirEvent);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error.code, name).toBe('not_found');
      expect(res.body, name).toBe(missing.body);
      expect(res.body, name).not.toMatch(/Private|person/);
    }
    expect([...(await storedAttendees(t, theirEvent)).keys()].sort()).toEqual(['person1@example.com', 'person2@example.com']);
  });

  it('refuses every call without a session', async () => {
    for (const url of [`/api/importAccountsPreview/${theirEvent}`, `/api/importAccounts/${theirEvent}`]) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/importAccounts/${theirEvent}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/importAccountsTemplate' })).statusCode).toBe(401);
  });
});
