import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SOCKET_CLOSE_SERVICE_RESTART } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { signedInUser } from './accounts';
import { NGINX, startNginx, type Nginx } from './nginx';
import { startServerInstances, type ServerInstances } from './server-instances';
import { venueSocket, type TestSocket } from './sockets';
import { publishedEvent, signedInAttendee } from '../modules/attendee-auth/attendee-test-support';

const deployFile = (name: string) => new URL(`../../../../deploy/${name}`, import.meta.url);

/** The example environment file as systemd reads it: `KEY=value` lines, comments and blank lines skipped. */
function exampleEnvironment(): Record<string, string> {
  const lines = fs.readFileSync(deployFile('aula.env.example'), 'utf8').split('\n');
  return Object.fromEntries(lines.filter((line) => /^[A-Z_]+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

describe('the deploy files (docs/rules/operations.md)', () => {
  it('give a configuration the server accepts, for instances on loopback sharing PostgreSQL, Redis and S3', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-deploy-'));
    const keyFile = path.join(dir, 'secrets-key');
    fs.writeFileSync(keyFile, crypto.randomBytes(32).toString('base64'));
    const environment = exampleEnvironment();
    expect(environment.SECRETS_KEY_FILE).toBe('/etc/aula/secrets-key');
    const config = loadConfig({ ...environment, SECRETS_KEY_FILE: keyFile, PORT: '3000', DATA_DIR: '/var/lib/aula/3000' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(true);
    expect(config.databaseUrl).toMatch(/^postgres:/);
    expect(config.redisUrl).toMatch(/^redis:/);
    expect(config.secretsKey).not.toBeNull();
    const unit = fs.readFileSync(deployFile('systemd/aula@.service'), 'utf8');
    expect(unit).toContain('EnvironmentFile=/etc/aula/aula.env');
    expect(unit).toContain('Environment=PORT=%i');
    expect(unit).toContain('KillSignal=SIGTERM');
    expect(unit).toMatch(/^LimitNOFILE=\d{5,}$/m);
  });
});

const databaseServerUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(process.env.TEST_DB === 'postgres' && databaseServerUrl && redisUrl && fs.existsSync(NGINX))('two instances behind nginx configured from deploy/nginx', () => {
  let servers: ServerInstances;
  let nginx: Nginx;
  let base: string;

  beforeAll(async () => {
    servers = await startServerInstances(2, { databaseServerUrl: databaseServerUrl!, redisUrl: redisUrl! });
    nginx = await startNginx(servers.instances.map((instance) => instance.url));
    base = nginx.url.replace(/^http:\/\//, '');
  });
  afterAll(async () => {
    await nginx?.close();
    await servers?.close();
  });

  it('passes requests on, refuses bodies over its limit itself, and is ready through it', async () => {
    const ready = await fetch(`${nginx.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { data: { pubsub: { kind: string } } }).data.pubsub.kind).toBe('redis');
    const huge = await fetch(`${nginx.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(7 * 1024 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('carries venue sockets, and when an instance stops its sockets come back through nginx to the other', async () => {
    const organiser = await signedInUser(servers.setup);
    const event = await publishedEvent(servers.setup, organiser.token);
    const attendees = await Promise.all([0, 1, 2, 3].map(() => signedInAttendee(servers.setup, event)));
    const sockets: TestSocket[] = await Promise.all(attendees.map((attendee) => venueSocket(base, attendee.token)));
    const closed = sockets.map((socket) => Promise.race([socket.closeCode, new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000))]));

    servers.instances[0]!.child.kill('SIGTERM');
    const codes = await Promise.all(closed);
    const moved = codes.filter((code) => code !== null);
    // nginx hands connections out in turn: some of the four were on the stopped instance.
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((code) => code === SOCKET_CLOSE_SERVICE_RESTART)).toBe(true);

    for (const [index, code] of codes.entries()) {
      if (code === null) continue;
      const again = await venueSocket(base, attendees[index]!.token);
      const pong = again.next((message) => message.action === 'pong');
      again.send({ action: 'ping' });
      expect(await pong).toEqual({ action: 'pong' });
      again.close();
    }
    for (let request = 0; request < 4; request += 1) expect((await fetch(`${nginx.url}/api/ready`)).status).toBe(200);
    for (const socket of sockets) socket.close();
  });
});

/**
 * Two stand-ins for instances behind nginx: the first POST either is asked is refused with 503, as
 * by an instance that is stopping; every other request is answered 200. `asked` lists which of the
 * two was asked what, in order.
 */
async function oneRefusedPost() {
  const asked: string[] = [];
  let refused = false;
  const servers = [0, 1].map((index) =>
    http.createServer((request, response) => {
      if (request.method === 'POST') asked.push(`${index} ${request.url}`);
      const refuse = request.method === 'POST' && !refused;
      if (refuse) refused = true;
      response.writeHead(refuse ? 503 : 200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: {} }));
    }),
  );
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const nginx = await startNginx(servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  return {
    nginx,
    asked,
    close: async () => {
      await nginx.close();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

describe.runIf(fs.existsSync(NGINX))('nginx configured from deploy/nginx, when an instance refuses a POST', () => {
  it.each(['/api/venue/socketTicket', '/api/socketTicket'])('asks the other instance for the socket ticket of %s', async (path) => {
    const { nginx, asked, close } = await oneRefusedPost();
    try {
      const res = await fetch(`${nginx.url}${path}`, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(asked.map((entry) => entry.slice(2))).toEqual([path, path]);
      expect(new Set(asked.map((entry) => entry[0])).size).toBe(2);
    } finally {
      await close();
    }
  });

  it('sends any other POST once, and hands on the refusal', async () => {
    const { nginx, asked, close } = await oneRefusedPost();
    try {
      const res = await fetch(`${nginx.url}/api/venue/chat/1/messages`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(503);
      expect(asked).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
