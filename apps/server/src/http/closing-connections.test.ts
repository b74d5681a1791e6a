import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../test/server-process';
import { registerClosingConnections } from './closing-connections';

/** A closing hook that keeps the app closing until released, as the app's own hooks do while they write. */
function holdClosing(app: FastifyInstance) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const closingStarted = new Promise<void>((resolve) =>
    app.addHook('preClose', async () => {
      resolve();
      await held;
    }),
  );
  return { closingStarted, release };
}

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

  it('stops listening as closing begins, while the closing hooks still run, so nothing new reaches the app', async () => {
    const app = Fastify({ keepAliveTimeout: 60_000 });
    registerClosingConnections(app);
    app.get('/hello', async () => ({ hello: true }));
    const { closingStarted, release } = holdClosing(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    const get = () =>
      new Promise<string>((resolve) => {
        http
          .get({ host: '127.0.0.1', port, path: '/hello', agent }, (res) => res.resume().once('end', () => setImmediate(() => resolve(String(res.statusCode)))))
          .once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    expect(await get()).toBe('200');
    const [idle] = Object.values(agent.freeSockets).flat();
    if (!idle) throw new Error('the connection was not kept alive');
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
    const closing = app.close();
    await closingStarted;
    // The kept-alive connection idle at that moment is closed, and a new one is refused rather than answered 503.
    await idleClosed;
    expect(await get()).toBe('ECONNREFUSED');
    release();
    await closing;
    agent.destroy();
  });

  it('ends the connection of a WebSocket upgrade refused while the app closes, so the stop does not wait for the cut', async () => {
    const app = Fastify();
    registerClosingConnections(app, { graceMs: 60_000 });
    // As the app's hub does: sockets are asked to come back elsewhere, upgrades still reach the router.
    await app.register(websocket, { preClose: (done) => done() });
    app.get('/ws', { websocket: true }, () => {});
    const { closingStarted, release } = holdClosing(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const accepted = new Promise<Socket>((resolve) => app.server.once('connection', resolve));
    const socket = net.connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    socket.setEncoding('utf8');
    let answer = '';
    socket.on('data', (chunk: string) => (answer += chunk));
    const ended = new Promise<void>((resolve) => socket.once('end', () => resolve()));
    // The upgrade under way as closing begins (its first line sent), the rest after: the client never ends the connection itself.
    socket.write('GET /ws HTTP/1.1\r\n');
    const serverSide = await accepted;
    await waitFor('the server to read the first line', () => serverSide.bytesRead > 0, 5_000);
    const closing = app.close();
    await closingStarted;
    socket.write('Host: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n');
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    socket.destroy();
    release();
    await closing;
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
