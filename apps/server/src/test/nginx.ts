import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './server-process';

/** Debian's nginx, where it is installed (CI installs it). */
export const NGINX = '/usr/sbin/nginx';

const deployDir = fileURLToPath(new URL('../../../../deploy/nginx', import.meta.url));

export type Nginx = {
  url: string;
  /** The address that reaches instance `index` (0-based) through nginx, e.g. `${via(1)}/api/login`; only with `pinned`. */
  via(index: number): string;
  /** What nginx logged at warning level and above so far, for a failing test to show. */
  errors(): string;
  close(): Promise<void>;
};

/**
 * A location per instance that a test or bench uses to say which instance serves a call or holds
 * a socket: `/via/{index}/…` goes to that instance with the prefix removed, with the site's
 * headers and time-outs (also for WebSocket upgrades).
 */
const pinnedLocations = (instances: string[]) =>
  instances.map((base, index) => `    location ~ ^/via/${index}(/.*)$ {\n        proxy_pass http://${new URL(base).host}$1$is_args$args;\n        proxy_buffering off;\n    }\n`).join('');

/**
 * nginx on loopback in front of `instances`, configured from `deploy/nginx` as an operator would:
 * the site file as written (only its `listen` moved to a free loopback port, and with `pinned` a
 * location per instance added) and the upstream file with the instances' addresses in place of
 * the example's. `workerConnections` and `workers` are for benches with thousands of sockets (two
 * descriptors each, spread over the workers).
 */
export async function startNginx(instances: string[], { pinned = false, workerConnections = 1024, workers = 1 } = {}): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-nginx-'));
  const port = await freePort();
  const site = fs.readFileSync(path.join(deployDir, 'aula-site.conf'), 'utf8');
  if (!/^\s*listen 80;$/m.test(site)) throw new Error('deploy/nginx/aula-site.conf no longer listens on 80');
  const listening = site.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port} backlog=4096;`);
  const lastBrace = listening.lastIndexOf('}');
  fs.writeFileSync(path.join(dir, 'site.conf'), pinned ? `${listening.slice(0, lastBrace)}${pinnedLocations(instances)}${listening.slice(lastBrace)}` : listening);
  const upstream = fs.readFileSync(path.join(deployDir, 'aula-upstream.conf'), 'utf8');
  // In each upstream block, the instances with the options the example gives that block's servers.
  const withInstances = upstream.replace(/(?:^\s*server \S+ ([^;\n]*);\n)+/gm, (_lines, options: string) => `${instances.map((base) => `    server ${new URL(base).host} ${options};`).join('\n')}\n`);
  if (withInstances === upstream) throw new Error('deploy/nginx/aula-upstream.conf names no server');
  fs.writeFileSync(path.join(dir, 'upstream.conf'), withInstances);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // Workers as the user running the tests, so that they may use the temporary folder.
      `user ${os.userInfo().username};`,
      `worker_processes ${workers};`,
      // Two descriptors a proxied socket, and some to spare.
      `worker_rlimit_nofile ${workerConnections * 2 + 64};`,
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      `  access_log off;`,
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
      `  include ${dir}/upstream.conf;`,
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`nginx to listen (${output})`, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    return fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
  }, 15_000);
  return {
    url,
    via: (index) => {
      if (!pinned || index >= instances.length) throw new Error(`nginx has no location for instance ${index}`);
      return `${url}/via/${index}`;
    },
    errors: () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
    close: async () => {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
