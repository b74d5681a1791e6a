import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { companies, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { newPerson, signIn, signUpAndActivate } from '../test/accounts';
import { changeAdminRight } from './admin';

const run = promisify(execFile);
const adminScript = fileURLToPath(new URL('./admin.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('admin command', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('grants and revokes admin rights, which the next sign-in reports', async () => {
    const person = await signUpAndActivate(t, newPerson());
    const granted = await changeAdminRight(t.database.db, t.config, 'grant', ` ${person.email.toUpperCase()} `);
    expect(granted).toEqual({ exitCode: 0, message: `${person.email} is now an admin.` });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: person.email, password: person.password } });
    expect(login.json().data.is_admin).toBe(true);

    const revoked = await changeAdminRight(t.database.db, t.config, 'revoke', person.email);
    expect(revoked).toEqual({ exitCode: 0, message: `${person.email} is no longer an admin.` });
    const token = await signIn(t, person);
    const info = await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { authorization: `Bearer ${token}` } });
    expect(info.json().data.is_admin).toBe(false);
  });

  it('fails for an unknown address and for a wrong command', async () => {
    expect(await changeAdminRight(t.database.db, t.config, 'grant', 'nobody@example.com')).toEqual({
      exitCode: 1,
      message: 'No account with the e-mail address nobody@example.com.',
    });
    expect((await changeAdminRight(t.database.db, t.config, 'promote', 'a@b.de')).exitCode).toBe(2);
    expect((await changeAdminRight(t.database.db, t.config, 'grant', undefined)).exitCode).toBe(2);
  });

  // The process test opens a PGlite data folder whatever TEST_DB says, so the PostgreSQL run would only repeat it.
  it.skipIf(process.env.TEST_DB === 'postgres')('runs as a process on the PGlite data folder', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-cli-'));
    try {
      const seeded = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      const [company] = await seeded.db.insert(companies).values({ name: 'CLI company' }).returning();
      await seeded.db.insert(users).values({ companyId: company!.id, email: 'owner@example.com', firstName: 'O', lastName: 'W', active: true });
      await seeded.close();

      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      const ok = await run(process.execPath, ['--import', 'tsx', adminScript, 'grant', 'owner@example.com'], { cwd: repoRoot, env });
      expect(ok.stdout.trim()).toBe('owner@example.com is now an admin.');

      const failed = await run(process.execPath, ['--import', 'tsx', adminScript, 'revoke', 'ghost@example.com'], { cwd: repoRoot, env }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed).toMatchObject({ code: 1, stderr: 'No account with the e-mail address ghost@example.com.\n' });

      const check = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      const [row] = await check.db.select().from(users).where(eq(users.email, 'owner@example.com'));
      await check.close();
      expect(row!.isAdmin).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
