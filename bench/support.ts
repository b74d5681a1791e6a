import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `aula-bench-${label}-`));
}

/** Polls a URL until it answers 200, at most `limitMs`; returns the ms it took. */
export async function waitUntilUp(url: string, startedAt: number, limitMs = 60_000): Promise<number> {
  for (let attempt = 0; attempt < limitMs / 10; attempt++) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not come up within ${limitMs} ms`);
}

export type RunningApp = { url: string; dataDir: string; process: ChildProcess; startupMs: number; stop(): Promise<void> };

/** Starts the app the way `npm start` does, on a free loopback port (or `env.PORT`). */
export async function startApp(env: Record<string, string> = {}, dataDir = tempDataDir('app')): Promise<RunningApp> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const startupMs = await waitUntilUp(`${url}/api/health`, startedAt);
  return {
    url,
    dataDir,
    process: child,
    startupMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The token of the activation mail to `email`, once the job queue has written it (at most 10 s). */
async function activationToken(mailDir: string, email: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : [])
      .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'))
      .find((m) => m.includes(email));
    const token = /email-verification\/([\w-]+)/.exec(mail?.replace(/=\r?\n/g, '') ?? '')?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/** Signs a new organiser up, activates them from the outbox, signs in, and returns the token. */
export async function signedInToken(app: Pick<RunningApp, 'url' | 'dataDir'>): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Violet-Harbour-97!';
  const post = (url: string, body: unknown) =>
    fetch(`${app.url}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const signup = await post('/createUser', { username: email, password, first_name: 'Bench', last_name: 'Mark', lang: 'en' });
  if (!signup.ok) throw new Error(`createUser: ${signup.status} ${await signup.text()}`);
  const token = await activationToken(path.join(app.dataDir, 'mail'), email);
  if (!token) throw new Error('no activation link in the outbox');
  const verify = await post('/verifyEmail', { token });
  if (!verify.ok) throw new Error(`verifyEmail: ${verify.status}`);
  const login = await post('/login', { username: email, password });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

/** Sign-up's breached-password check stays on loopback: nothing listens there, so it is skipped as unreachable. */
export const OFFLINE = { BREACH_CHECK_URL: 'http://127.0.0.1:9/range/' };

/**
 * A bench's server in a child process of its own (so that its memory and CPU are its own), started
 * from `script` with the app's settings for benches, and a way to ask it something over IPC.
 */
export async function forkServer<Request, Answer extends { type: string }>(script: string, dataDir: string, env: Record<string, string>) {
  const child = fork(path.join(root, script), {
    cwd: root,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...OFFLINE, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_ACCOUNT: '1000000' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { ask } = childAnswers<Request, Answer>(child);
  const { url } = await childAnswers<never, { type: 'listening'; url: string }>(child).next('listening');
  const stop = () => new Promise<void>((resolve) => child.once('exit', () => resolve()).disconnect());
  return { url, ask, stop };
}

/**
 * A child process that answers requests over IPC with messages of a `type`: `next` waits for the
 * next answer of a type, `ask` sends a request and waits for the answer of the given type.
 */
export function childAnswers<Request, Answer extends { type: string }>(child: ChildProcess) {
  const next = <T extends Answer['type']>(type: T) =>
    new Promise<Extract<Answer, { type: T }>>((resolve) => {
      const listen = (message: Answer) => {
        if (message.type !== type) return;
        child.off('message', listen);
        resolve(message as Extract<Answer, { type: T }>);
      };
      child.on('message', listen);
    });
  const ask = <T extends Answer['type']>(request: Request, type: T) => {
    const answer = next(type);
    child.send(request as object);
    return answer;
  };
  return { next, ask };
}
