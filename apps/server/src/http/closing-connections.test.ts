import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerClosingConnections } from './closing-connections';

describe('connections while the app closes', () => {
  it('closes a kept-alive connection with its answer to a request under way, so closing does not wait for its keep-alive time', async () => {
    const app = Fastify({ keepAliveTimeout: 60_000 });
    registerClosingConnections(app);
    let finish = () => {};
    const started = new Promise<void>((resolve) => {
      app.get('/slow', async () => {
        resolve();
        await new Promise<void>((release) => (finish = release));
        return { done: true };
      });
    });
    const closingStarted = new Promise<void>((resolve) => app.addHook('preClose', async () => resolve()));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const agent = new http.Agent({ keepAlive: true });
    const answer = new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: (app.server.address() as AddressInfo).port, path: '/slow', agent }, resolve).once('error', reject);
    });
    await started;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await closingStarted;
    // The request under way still gets its answer, which ends the connection.
    finish();
    const res = await answer;
    res.resume();
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close');
    await closing;
    expect(closed).toBe(true);
    agent.destroy();
  });


  it('cuts a connection still open when the grace ends, so closing ends', async () => {
    const app = Fastify({ keepAliveTimeout: 60_000 });
    registerClosingConnections(app, { graceMs: 200 });
    const reached = new Promise<void>((resolve) => {
      // A request that never ends by itself.
      app.get('/forever', async () => {
        resolve();
        await new Promise(() => {});
      });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const failed = new Promise<string>((resolve) => {
      http.get({ host: '127.0.0.1', port: (app.server.address() as AddressInfo).port, path: '/forever' }, () => resolve('answered')).once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    await reached;
    await app.close();
    expect(await failed).toBe('ECONNRESET');
  });
});
