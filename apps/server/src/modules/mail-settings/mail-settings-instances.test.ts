import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { bearer, newPerson, signIn, signUpAndActivate } from '../../test/accounts';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import type { TestApp } from '../../test/test-app';
import { EVENTS_TEST_ENV, eventsClient } from '../events/events-test-support';
import { mailSettingsForm } from './mail-settings-test-support';

const databaseServerUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const redisUrl = process.env.TEST_REDIS_URL;

type Instance = { app: FastifyInstance; database: DatabaseHandle };

describe.skipIf(!databaseServerUrl || !redisUrl)('event mailers across two instances (PostgreSQL with TEST_REDIS_URL)', () => {
  let scratch: ScratchDatabase;
  let dataDir: string;
  let one: Instance;
  let two: Instance;
  let first: SmtpTestServer;
  let second: SmtpTestServer;

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseServerUrl!);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-mail-instances-'));
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl!,
      REDIS_CHANNEL_PREFIX: `mail-${crypto.randomBytes(4).toString('hex')}:`,
      SECRETS_KEY: crypto.randomBytes(32).toString('base64'),
      MAIL_ALLOWED_INTERNAL_HOSTS: '127.0.0.1',
      ...EVENTS_TEST_ENV,
    };
    const start = async (): Promise<Instance> => {
      const database = await openDatabase({ url: scratch.url });
      const app = await buildApp({ config: loadConfig(env), database, now: () => new Date() });
      await app.ready();
      // Mails of the sign-up are sent by the test's drain, never by the other instance's worker first.
      await app.services.jobs.stop();
      return { app, database };
    };
    one = await start();
    two = await start();
    first = await startSmtpTestServer();
    second = await startSmtpTestServer();
  });
  afterAll(async () => {
    for (const instance of [one, two]) {
      await instance?.app.close();
      await instance?.database.close();
    }
    await first?.close();
    await second?.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("drops an instance's cached mailer when another instance saves the settings", async () => {
    const t = { app: one.app, dataDir, drainJobs: () => one.app.services.jobs.drain() } as unknown as TestApp;
    const person = await signUpAndActivate(t, newPerson());
    const token = await signIn(t, person);
    const eventId = await eventsClient(t, token).create({ name: 'Zwei Instanzen' });
    const save = (port: number) =>
      two.app.inject({
        method: 'POST',
        url: `/api/mailSettings/${eventId}`,
        headers: bearer(token),
        payload: mailSettingsForm({ smtpEnabled: true, smtpHost: '127.0.0.1', smtpPort: String(port) }),
      });
    const message = { to: 'ada@example.com', subject: 'Grüße', text: 'x', html: '<p>x</p>' };

    expect((await save(first.port)).statusCode).toBe(200);
    const cached = await one.app.services.eventMailers.forEvent(eventId);
    await cached.send(message);
    await first.waitFor(1);

    expect((await save(second.port)).statusCode).toBe(200);
    await expect.poll(async () => (await one.app.services.eventMailers.forEvent(eventId)) !== cached, { timeout: 5000 }).toBe(true);
    await (await one.app.services.eventMailers.forEvent(eventId)).send(message);
    await second.waitFor(1);
    expect(first.received).toHaveLength(1);
  });
});
