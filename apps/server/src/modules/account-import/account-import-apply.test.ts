import { eq } from 'drizzle-orm';
import { PLANS, TRIAL_LIMITS, accountImportPreviewSchema, accountImportSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountImports, attendeeAccounts, jobs } from '../../db/schema';
import { createJobRepository } from '../../jobs/repository';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { storedAttendees } from '../../test/attendee-rows';
import { billingFixtures } from '../../test/billing-fixtures';
import { putOnPlan } from '../../test/company-plan';
import { injectedConsoleSocket } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ACCOUNT_IMPORT_TEST_ENV,
  ENGLISH_HEADERS,
  csvFile,
  importClient,
  peopleRows,
  type ImportClient,
} from './account-import-test-support';
import { accountImportJob } from './import-job';

describe('account import: preview, apply and result', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let api: ImportClient;

  beforeAll(async () => {
    t = await createTestApp(ACCOUNT_IMPORT_TEST_ENV);
    owner = await signedInUser(t);
    api = importClient(t, owner.token);
    await putOnPlan(t, owner.companyId, 'enterprise');
  });
  afterAll(() => t.close());

  /** Applies a file and waits for the job; answers the finished import. */
  const applied = async (eventId: number, ...rest: Parameters<ImportClient['apply']> extends [number, ...infer R] ? R : never) => {
    const res = await api.apply(eventId, ...rest);
    expect(res.statusCode, res.body).toBe(200);
    expect(accountImportSchema.parse(res.json().data)).toMatchObject({ eventId, status: 'running' });
    await t.drainJobs();
    return accountImportSchema.parse((await api.latest(eventId)).json().data.latest);
  };

  it('previews every problem with its line and field, duplicates and existing addresses, and counts them', async () => {
    const eventId = await api.create();
    await applied(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(1)]));
    const res = await api.preview(eventId, csvFile([
      ENGLISH_HEADERS,
      ...peopleRows(2),
      ['Ada', 'Lovelace', 'not-an-address', '', '', 'Chef', '', '', ''],
      ['G'.repeat(66), 'Hopper', 'PERSON2@example.com', '', '', '', 'fr', '', 'maybe'],
    ]));
    expect(res.statusCode, res.body).toBe(200);
    const preview = accountImportPreviewSchema.parse(res.json().data);
    expect(preview.problems).toEqual([
      { line: 4, field: 'email', reason: 'validation.invalid_email' },
      { line: 4, field: 'role', reason: 'validation.invalid_role' },
      { line: 5, field: 'firstName', reason: 'validation.max_65' },
      { line: 5, field: 'email', reason: 'import.duplicate_in_file', firstLine: 3 },
      { line: 5, field: 'lang', reason: 'import.invalid_language' },
      { line: 5, field: 'active', reason: 'import.invalid_active' },
    ]);
    expect(preview.problemCount).toBe(6);
    expect(preview.rows.map((row) => row.status)).toEqual(['existing', 'new', 'invalid', 'invalid']);
    expect(preview.counts).toEqual({ total: 4, new: 1, existing: 1, invalid: 2 });
  });

  it('takes a changed mapping and reports required fields left without a column', async () => {
    const eventId = await api.create();
    const file = csvFile([['Given', 'Family', 'Address'], ['Ada', 'Lovelace', 'ada@example.com']]);
    const guessed = accountImportPreviewSchema.parse((await api.preview(eventId, file)).json().data);
    expect(guessed.missingFields).toEqual(['firstName', 'lastName', 'email']);
    expect(guessed.counts.invalid).toBe(1);
    const mapped = accountImportPreviewSchema.parse((await api.preview(eventId, file, { mapping: { firstName: 0, lastName: 1, email: 2 } })).json().data);
    expect(mapped).toMatchObject({ missingFields: [], problems: [], counts: { total: 1, new: 1 }, guessedMapping: { email: null }, mapping: { email: 2 } });
    expect((await applied(eventId, file, { mapping: { firstName: 0, lastName: 1, email: 2 } })).created).toBe(1);
  });

  it('refuses to apply a file with problems or without required columns, and changes nothing', async () => {
    const eventId = await api.create();
    const res = await api.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(2), ['', 'x', 'y', '', '', '', '', '', '']]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'import_invalid', message: 'The file cannot be imported, nothing was changed. Problems found: 2.' });
    const unmapped = await api.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(2)]), { mapping: { firstName: 0, lastName: 1 } });
    expect(unmapped.statusCode).toBe(400);
    expect((await storedAttendees(t, eventId)).size).toBe(0);
    expect((await api.latest(eventId)).json().data).toEqual({ latest: null });
  });

  it('creates the accounts with their fields, defaults from the event and addresses in lower case', async () => {
    const eventId = await api.create({ language: 'de' });
    const result = await applied(eventId, csvFile([
      ['Vorname', 'Nachname', 'E-Mail', 'Rolle', 'Gruppen', 'Aktiv'],
      ['Jürgen', 'Groß', 'Juergen@Example.com', 'Sprecher', '"VIP; Presse, VIP"', 'nein'],
      ['Ann', 'Lee', 'ann@example.com', '', '', ''],
    ]));
    expect(result).toMatchObject({ status: 'success', total: 2, created: 2, updated: 0, skipped: 0, errorMessage: null });
    const accounts = await storedAttendees(t, eventId);
    expect(accounts.get('juergen@example.com')).toMatchObject({ firstName: 'Jürgen', lastName: 'Groß', role: 'speaker', lang: 'de', groups: ['VIP', 'Presse'], active: false, company: '' });
    expect(accounts.get('ann@example.com')).toMatchObject({ role: 'attendee', lang: 'de', groups: [], active: true });
    const [stored] = await t.database.db.select({ rows: accountImports.rows }).from(accountImports).where(eq(accountImports.id, result.id));
    expect(stored!.rows).toEqual([]);
  });

  it('updates existing addresses in the fields the file has, or skips them, as the organiser chooses', async () => {
    const eventId = await api.create();
    await applied(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(3, 1, { role: 'speaker', groups: 'Stage' })]));
    const namesOnly = csvFile([['First name', 'Last name', 'E-mail'], ['Renamed', 'Person', 'PERSON1@example.com'], ['New', 'Person', 'person9@example.com']]);

    const skipped = await applied(eventId, namesOnly, { existing: 'skip' });
    expect(skipped).toMatchObject({ status: 'success', existing: 'skip', created: 1, updated: 0, skipped: 1 });
    expect((await storedAttendees(t, eventId)).get('person1@example.com')!.firstName).toBe('First1');

    const updated = await applied(eventId, namesOnly, { existing: 'update' });
    expect(updated).toMatchObject({ status: 'success', existing: 'update', created: 0, updated: 2, skipped: 0 });
    const accounts = await storedAttendees(t, eventId);
    expect(accounts.size).toBe(4);
    expect(accounts.get('person1@example.com')).toMatchObject({ firstName: 'Renamed', lastName: 'Person', role: 'speaker', groups: ['Stage'], company: 'Harbour Ltd' });
  });

  it('tells the user who started it over the socket when it has finished', async () => {
    const eventId = await api.create();
    const socket = await injectedConsoleSocket(t.app, owner.token);
    const result = await applied(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(2)]));
    await expect.poll(() => socket.received.slice(1)).toEqual([
      { action: 'importAccounts', status: 'success', eventId, importId: result.id, created: 2, updated: 0, skipped: 0 },
    ]);
    socket.socket.terminate();
  });

  it('answers 409 while the event has an import running, and the running import to a reload', async () => {
    const eventId = await api.create();
    await t.app.services.jobs.stop();
    try {
      const first = await api.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(2)]));
      expect(first.statusCode).toBe(200);
      const again = await api.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(2, 5)]));
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({ code: 'import_running', message: 'An import into this event is still running. Please wait until it has finished.' });
      expect((await api.latest(eventId)).json().data.latest).toMatchObject({ id: first.json().data.id, status: 'running', total: 2, finishedAt: null });
    } finally {
      await t.app.services.jobs.start();
    }
    await t.drainJobs();
    expect((await api.latest(eventId)).json().data.latest).toMatchObject({ status: 'success', created: 2 });
  });

  it('ends an import whose job was lost after an hour, so that the event can import again', async () => {
    const eventId = await api.create();
    await t.app.services.jobs.stop();
    try {
      expect((await api.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(2)]))).statusCode).toBe(200);
      t.advanceClock(61 * 60 * 1000);
      expect((await api.latest(eventId)).json().data.latest).toMatchObject({
        status: 'error',
        errorMessage: 'The accounts could not be imported, nothing was changed. Please try again.',
      });
      expect((await api.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(2)]))).statusCode).toBe(200);
    } finally {
      await t.app.services.jobs.start();
    }
    await t.drainJobs();
    expect((await api.latest(eventId)).json().data.latest).toMatchObject({ status: 'success', created: 2 });
    expect((await storedAttendees(t, eventId)).size).toBe(2);
  });

  it('ends an import as an error at once when its job is given up, its process having died on every attempt', async () => {
    const eventId = await api.create();
    await t.app.services.jobs.stop();
    try {
      expect((await api.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(2)]))).statusCode).toBe(200);
      const jobRows = createJobRepository(t.database.db);
      for (let attempt = 1; attempt <= accountImportJob.maxAttempts; attempt++) {
        // A worker claims the job and dies: nothing renews the claim, its lease runs out.
        expect(await jobRows.claim(t.app.now(), t.config.jobs.leaseMs, [accountImportJob.name])).not.toBeNull();
        t.advanceClock(t.config.jobs.leaseMs + 1);
      }
      await t.drainJobs();
      expect((await api.latest(eventId)).json().data.latest).toMatchObject({
        status: 'error',
        errorMessage: 'The accounts could not be imported, nothing was changed. Please try again.',
      });
    } finally {
      await t.app.services.jobs.start();
    }
    expect((await storedAttendees(t, eventId)).size).toBe(0);
    expect(await t.app.services.jobs.pending()).toEqual([
      { name: accountImportJob.name, status: 'failed', attempts: accountImportJob.maxAttempts, lastError: 'lease expired on the last attempt' },
    ]);
    // The failed row stays for an operator to look at; the later tests count the jobs left.
    await t.database.db.delete(jobs).where(eq(jobs.status, 'failed'));
  });

  it('imports nothing past the trial limit and says so', async () => {
    const max = TRIAL_LIMITS.accountsPerEvent!;
    const trial = await signedInUser(t);
    const trialApi = importClient(t, trial.token);
    const eventId = await trialApi.create();
    const res = await trialApi.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(max - 1)]));
    expect(res.statusCode).toBe(200);
    await t.drainJobs();
    expect((await storedAttendees(t, eventId)).size).toBe(max - 1);

    const over = await trialApi.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(2, 100)]));
    expect(over.statusCode).toBe(200);
    await t.drainJobs();
    const latest = (await trialApi.latest(eventId)).json().data.latest;
    expect(latest).toMatchObject({ status: 'trial', created: 0, updated: 0 });
    expect(latest.errorMessage).toBe(
      `In the trial version an event can have at most ${max} accounts; after this import it would have ${max + 1}. Nothing was imported.`,
    );
    expect((await storedAttendees(t, eventId)).size).toBe(max - 1);
  });

  it("imports nothing past a paid plan's limit, ending as an error in the starter's language, and allows up to it", async () => {
    const max = PLANS.starter.limits.accountsPerEvent!;
    const paying = await signedInUser(t);
    await billingFixtures(t).setUser(paying.id, paying.companyId, { lang: 'de' });
    await putOnPlan(t, paying.companyId, 'starter');
    const payingApi = importClient(t, paying.token);
    const eventId = await payingApi.create();
    expect((await payingApi.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(max)]))).statusCode).toBe(200);
    await t.drainJobs();
    expect((await payingApi.latest(eventId)).json().data.latest).toMatchObject({ status: 'success', created: max });

    expect((await payingApi.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(1, max + 1)]))).statusCode).toBe(200);
    await t.drainJobs();
    const latest = (await payingApi.latest(eventId)).json().data.latest;
    expect(latest).toMatchObject({ status: 'error', created: 0, updated: 0 });
    expect(latest.errorMessage).toContain(`Ihr Tarif erlaubt ${max} Konten pro Event; nach diesem Import wären es ${max + 1}.`);
    expect((await storedAttendees(t, eventId)).size).toBe(max);
  });

  it('lets an admin import past the trial limit', async () => {
    const admin = await signedInUser(t);
    await t.app.services.users.setAdmin(admin.email, true);
    const adminApi = importClient(t, admin.token);
    const eventId = await adminApi.create();
    const count = TRIAL_LIMITS.accountsPerEvent! + 1;
    expect((await adminApi.apply(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(count)]))).statusCode).toBe(200);
    await t.drainJobs();
    expect((await adminApi.latest(eventId)).json().data.latest).toMatchObject({ status: 'success', created: count });
  });

  it('applies nothing when a row fails in the middle of the transaction, and reports the error', async () => {
    const eventId = await api.create();
    await applied(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(1, 1)]));
    // Rows stored as the browser could never send them: an address twice, far into the second chunk.
    const rows = peopleRows(2500).map(([firstName, lastName, email]) => ({ firstName, lastName, email, company: '', jobTitle: '', role: 'attendee', lang: 'en', groups: [], active: true }));
    rows[2400] = { ...rows[2400]!, email: rows[1500]!.email };
    const [stored] = await t.database.db.insert(accountImports).values({ eventId, userId: owner.id, existing: 'skip', rows }).returning({ id: accountImports.id });
    await t.app.services.jobs.enqueue(accountImportJob, { importId: stored!.id, updateFields: ['firstName', 'lastName', 'email'] });
    await t.drainJobs();

    const latest = (await api.latest(eventId)).json().data.latest;
    expect(latest).toMatchObject({ id: stored!.id, status: 'error', created: 0, errorMessage: 'The accounts could not be imported, nothing was changed. Please try again.' });
    expect([...(await storedAttendees(t, eventId)).keys()]).toEqual(['person1@example.com']);
    expect(await t.app.services.jobs.pending()).toEqual([]);
  });

  it('keeps the accounts of other events apart: the same address imports into each event', async () => {
    const [first, second] = [await api.create(), await api.create()];
    for (const eventId of [first, second]) expect((await applied(eventId, csvFile([ENGLISH_HEADERS, ...peopleRows(2)]))).created).toBe(2);
    const rows = await t.database.db.select({ eventId: attendeeAccounts.eventId }).from(attendeeAccounts).where(eq(attendeeAccounts.email, 'person1@example.com'));
    expect(rows.map((row) => row.eventId)).toEqual(expect.arrayContaining([first, second]));
  });
});
