// A throwaway PostgreSQL 15 for a bench: initdb into a temporary folder, on a free loopback port,
// fsync off (as CI runs it), stopped and deleted at the end. Run as root, the server runs as the
// `postgres` user, as `.ci/run` starts it; otherwise as the current user.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './support';

const PG_BIN = '/usr/lib/postgresql/15/bin';

type BenchPostgres = { url: string; stop(): Promise<void> };

function asServerUser(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args], { stdio: 'ignore' });
  else execFileSync(path.join(PG_BIN, command), args, { stdio: 'ignore' });
}

/** The server of BENCH_DATABASE_URL when given (left running), else a new one of its own. */
export async function benchPostgres(): Promise<BenchPostgres> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`PostgreSQL 15 is not installed under ${PG_BIN}; give BENCH_DATABASE_URL instead`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-bench-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const data = path.join(dir, 'data');
  asServerUser('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=100 -c shared_buffers=256MB`;
  asServerUser('pg_ctl', ['-D', data, '-l', path.join(dir, 'postgres.log'), '-o', options, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      asServerUser('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
