import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { accountImports, attendeeAccounts, companies, users } from '../../db/schema';
import { createJobRepository } from '../../jobs/repository';
import { newPerson, signUpBody } from '../../test/accounts';
import { closedPortUrl } from '../../test/fake-servers';
import { mailsTo, tokenFromLink } from '../../test/mail-outbox';
import { freshServerDatabase, startServer, waitFor, withServerDatabase, type ServerProcess } from '../../test/server-process';
import { eventFields, multipartBody } from '../events/events-test-support';
import { ENGLISH_HEADERS, csvText, peopleRows } from './account-import-test-support';

const ROWS = 10_000;

describe('an account import survives kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-import-kill-'));
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let env: Record<string, string>;
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    database = await freshServerDatabase(dataDir);
    env = {
      DATA_DIR: dataDir,
      BREACH_CHECK_URL: `${await closedPortUrl()}/range/`,
      // On PGlite the restarted process is alone and must take the killed one's import up at once,
      // long before this lease ends; on PostgreSQL, where it cannot know that, the short lease does.
      JOBS_LEASE_SECONDS: database.env.DATABASE_URL ? '2' : '600',
      JOBS_POLL_INTERVAL_MS: '200',
      ...database.env,
    };
  });
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const server = await startServer(env);
    started.push(server.child);
    return server;
  };
  const stop = async (server: ServerProcess) => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  };
  /** Opens the database while no server holds it (PGlite allows one process) and runs `work`. */
  const withDatabase = <T>(work: (db: Database) => Promise<T>) => withServerDatabase(database.target, work);
  const api = (server: ServerProcess, token?: string) => ({
    post: (url: string, body: unknown) =>
      fetch(`${server.url}/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify(body),
      }),
    get: (url: string) => fetch(`${server.url}/api${url}`, { headers: { authorization: `Bearer ${token}` } }),
  });

  it('rolls back the transaction the process died in, and the job applies the import exactly once on the next start', async () => {
    // An organiser on the plan that allows 10,000 accounts per event (sign-up makes a trial company, whose limit is far below).
    const first = await start();
    const person = newPerson();
    expect((await api(first).post('/createUser', signUpBody(person))).status).toBe(200);
    await waitFor('the activation mail', () => mailsTo(dataDir, person.email).length > 0);
    const verifyToken = tokenFromLink(mailsTo(dataDir, person.email)[0]!, '/auth/email-verification/');
    expect((await api(first).post('/verifyEmail', { token: verifyToken })).status).toBe(200);
    const token = ((await (await api(first).post('/login', { username: person.email, password: person.password })).json()) as { data: { access_token: string } }).data
      .access_token;
    const eventId = ((await (await api(first, token).post('/event', eventFields())).json()) as { data: { id: number } }).data.id;
    await stop(first);
    await withDatabase(async (db) => {
      const [user] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.email, person.email));
      await db.update(companies).set({ license: 'licensed', plan: 'enterprise' }).where(eq(companies.id, user!.companyId));
    });

    const second = await start();
    const { payload, headers } = await multipartBody({
      file: { filename: 'accounts.csv', content: csvText([ENGLISH_HEADERS, ...peopleRows(ROWS)]), type: 'text/csv' },
      existing: 'skip',
    });
    const applied = await fetch(`${second.url}/api/importAccounts/${eventId}`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: payload });
    expect(applied.status).toBe(200);
    const importId = ((await applied.json()) as { data: { id: string } }).data.id;
    // The job reports each chunk it has written inside its transaction: kill the process after the first.
    await waitFor('the second instance to take up the import', () => second.output().includes('account import progress'));
    second.child.kill('SIGKILL');
    await second.exited;

    const afterKill = await withDatabase(async (db) => ({
      accounts: (await db.select({ n: count() }).from(attendeeAccounts).where(eq(attendeeAccounts.eventId, eventId)))[0]!.n,
      status: (await db.select({ status: accountImports.status }).from(accountImports).where(eq(accountImports.id, importId)))[0]!.status,
    }));
    expect(afterKill).toEqual({ accounts: 0, status: 'running' });

    // The console's status call says "running" only while a worker really runs it: the restarted process.
    const third = await start();
    const latest = async () => ((await (await api(third, token).get(`/importAccounts/${eventId}`)).json()) as { data: { latest: { status: string; created: number } } }).data.latest;
    await waitFor('the import to end', async () => (await latest()).status !== 'running', 150_000);
    expect(await latest()).toMatchObject({ status: 'success', created: ROWS, updated: 0, skipped: 0 });
    await stop(third);

    await withDatabase(async (db) => {
      expect((await db.select({ n: count() }).from(attendeeAccounts).where(eq(attendeeAccounts.eventId, eventId)))[0]!.n).toBe(ROWS);
      expect(await createJobRepository(db).list()).toEqual([]);
    });
    // Three real server starts, one of them recovering PGlite after the kill, take a while.
  }, 180_000);
});
