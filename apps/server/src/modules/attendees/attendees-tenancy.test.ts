import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { makePng } from '../files/test-images';
import { ATTENDEES_TEST_ENV, accountBody, attendeesClient, type AttendeesClient } from './attendees-test-support';

type Call = [string, (api: AttendeesClient, eventId: number, accountId: number) => ReturnType<AttendeesClient['get']>];

const photo = { filename: 'p.png', content: makePng(500, 500), type: 'image/png' };

/** Every console call on accounts, by the ids it takes. */
const CALLS: Call[] = [
  ['GET /accounts', (api, eventId) => api.list(eventId)],
  ['GET /account', (api, eventId, accountId) => api.account(eventId, accountId)],
  ['POST /account create', (api, eventId) => api.saveAccount(accountBody(eventId, { email: 'taken-over@example.com' }))],
  ['POST /account update', (api, eventId, accountId) => api.saveAccount(accountBody(eventId, { id: accountId, firstName: 'Taken over' }))],
  ['POST /accountPhoto', (api, eventId, accountId) => api.setPhoto(eventId, accountId, photo)],
  ['POST /deleteAccountPhoto', (api, eventId, accountId) => api.removePhoto(eventId, accountId)],
  ['POST /deleteAccounts by ids', (api, eventId, accountId) => api.deleteAccounts(eventId, { ids: [accountId] })],
  ['POST /deleteAccounts by filter', (api, eventId) => api.deleteAccounts(eventId, { filter: { q: 'secret' } })],
  ['POST /exportAccounts by ids', (api, eventId, accountId) => api.exportCsv(eventId, { ids: [accountId] })],
  ['POST /exportAccounts by filter', (api, eventId) => api.exportCsv(eventId, { filter: { q: '' } })],
  ['GET /accountGroups', (api, eventId) => api.groups(eventId)],
  ['GET /accountData', (api, eventId, accountId) => api.personalData(eventId, accountId)],
  ['POST /eraseAccount', (api, eventId, accountId) => api.erase(eventId, accountId)],
];

/** docs/rules/roles-and-permissions.md#signed-in-users-and-tenants: another company's event or account, and another event's account, are answered like missing ones. */
describe('attendee accounts of another company or another event', () => {
  let t: TestApp;
  let owner: AttendeesClient;
  let stranger: AttendeesClient;
  let theirEvent: number;
  let theirAccount: number;
  let ownerSecondEvent: number;
  let strangerEvent: number;
  let strangerAccount: number;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEES_TEST_ENV);
    owner = attendeesClient(t, (await signedInUser(t)).token);
    stranger = attendeesClient(t, (await signedInUser(t)).token);
    theirEvent = await owner.create({ name: 'Private Summit' });
    theirAccount = (await owner.createAccount(theirEvent, { firstName: 'Secret', company: 'Secret Corp', groups: ['Secret group'] })).id;
    ownerSecondEvent = await owner.create({ name: 'Second Summit' });
    strangerEvent = await stranger.create({ name: 'Own Summit' });
    strangerAccount = (await stranger.createAccount(strangerEvent)).id;
  });
  afterAll(() => t.close());

  it('refuses every call on another company event or account exactly as on a missing one', async () => {
    const missing = new Map<string, { status: number; body: string }>();
    for (const [name, call] of CALLS) {
      const res = await call(stranger, theirEvent + 1000, theirAccount + 1000);
      missing.set(name, { status: res.statusCode, body: res.body });
    }
    for (const [name, call] of CALLS) {
      const res = await call(stranger, theirEvent, theirAccount);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error.code, name).toBe('not_found');
      expect({ status: res.statusCode, body: res.body }, name).toEqual(missing.get(name));
      expect(res.body, name).not.toMatch(/Secret|Private/);
    }
  });

  it('refuses their account through the stranger own event', async () => {
    for (const [name, call] of CALLS) {
      if (!/account|Account/.test(name) || /by filter|GET \/accounts|GET \/accountGroups|create/.test(name)) continue;
      const res = await call(stranger, strangerEvent, theirAccount);
      expect(res.statusCode, name).toBe(404);
    }
  });

  it('refuses an account of another event of the same company through the wrong event', async () => {
    for (const [name, call] of CALLS) {
      if (/by filter|GET \/accounts|GET \/accountGroups|create/.test(name)) continue;
      const res = await call(owner, ownerSecondEvent, theirAccount);
      expect(res.statusCode, name).toBe(404);
    }
  });

  it('leaves the accounts untouched', async () => {
    const theirs = await owner.account(theirEvent, theirAccount);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toMatchObject({ firstName: 'Secret', photoUrl: null });
    expect((await owner.page(theirEvent)).eventTotal).toBe(1);
    expect((await stranger.account(strangerEvent, strangerAccount)).statusCode).toBe(200);
  });

  it('needs a signed-in organiser for every call', async () => {
    for (const [name, call] of CALLS) {
      const res = await call(attendeesClient(t, 'not-a-token'), theirEvent, theirAccount);
      expect(res.statusCode, name).toBe(401);
    }
  });
});
