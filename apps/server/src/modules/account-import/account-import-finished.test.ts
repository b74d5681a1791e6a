import { finishedAccountImportsSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { putOnPlan } from '../../test/company-plan';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_IMPORT_TEST_ENV, ENGLISH_HEADERS, csvFile, importClient, peopleRows } from './account-import-test-support';

// A browser whose socket was away when an import finished asks for what it missed: the push is
// not queued for absent sockets, so without this its user would never hear of the result.
describe('finished account imports since a time, for a reconnecting browser', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let colleague: SignedInUser;

  beforeAll(async () => {
    // Tokens outlive the hour the clock is moved forward by.
    t = await createTestApp({ ...ACCOUNT_IMPORT_TEST_ENV, TOKEN_TTL_SECONDS: String(24 * 3600) });
    owner = await signedInUser(t);
    colleague = await signedInUser(t);
    await putOnPlan(t, owner.companyId, 'enterprise');
  });
  afterAll(() => t.close());

  const finished = async (token: string, since: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/importAccountsFinished?since=${encodeURIComponent(since)}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return finishedAccountImportsSchema.parse(res.json().data).imports;
  };

  it("answers the caller's imports that finished since then, as the socket pushed them, and no one else's", async () => {
    const api = importClient(t, owner.token);
    const eventId = await api.create();
    const before = new Date(Date.now() - 1000).toISOString();
    const started = await api.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(2)]));
    expect(started.statusCode, started.body).toBe(200);
    const importId = started.json().data.id as string;
    await t.drainJobs();

    expect(await finished(owner.token, before)).toEqual([
      { action: 'importAccounts', status: 'success', eventId, importId, created: 2, updated: 0, skipped: 0 },
    ]);
    expect(await finished(colleague.token, before)).toEqual([]);
    expect(await finished(owner.token, new Date(Date.now() + 1000).toISOString())).toEqual([]);
  });

  it('looks back an hour at most', async () => {
    const api = importClient(t, owner.token);
    const eventId = await api.create();
    const before = new Date(Date.now() - 1000).toISOString();
    expect((await api.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(1, 10)]))).statusCode).toBe(200);
    await t.drainJobs();
    t.advanceClock(61 * 60 * 1000);
    expect(await finished(owner.token, before)).toEqual([]);
  });

  it('refuses a time that is not one, and a caller without a session', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/importAccountsFinished?since=yesterday', headers: bearer(owner.token) });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/importAccountsFinished?since=${encodeURIComponent(new Date().toISOString())}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
