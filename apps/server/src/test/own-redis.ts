import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { waitFor } from './server-process';

/** Debian's redis-server, where it is installed (CI installs it). */
export const REDIS_SERVER = '/usr/bin/redis-server';

export type OwnRedis = { url: string; listening(): Promise<boolean>; start(): Promise<void>; stop(): Promise<void> };

/** A redis-server of the test's or bench's own on `port`, stopped and started again on it when asked (nothing saved). */
export function ownRedis(port: number): OwnRedis {
  let child: ChildProcess | null = null;
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    listening,
    async start() {
      child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await waitFor('redis to listen', listening, 15_000);
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = null;
      if (running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGTERM');
      });
    },
  };
}
