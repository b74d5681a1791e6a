import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const REQUEST_TIMEOUT_MS = 1500;

type Outcome = { response: string; elapsedMs: number };

/** Sends `head` and `body` on a raw socket and resolves when the server closes the connection. */
function sendAndWaitForClose(port: number, head: string, body: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let response = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head + body));
    socket.on('data', (chunk: Buffer) => (response += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ response, elapsedMs: Date.now() - started }));
  });
}

describe('request time-outs on a listening server', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), HTTP_HEADERS_TIMEOUT_MS: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers 408 and closes a request whose body stops arriving', async () => {
    const head = 'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const { response, elapsedMs } = await sendAndWaitForClose(port, head, '{"u');
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response).toContain('"code":"timeout"');
    expect(response).toContain('The request took too long.');
    expect(elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    // Node checks for overdue requests once a second here.
    expect(elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
  });

  it('closes a connection whose headers never finish', async () => {
    const { response, elapsedMs } = await sendAndWaitForClose(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', '');
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
  });

  it('still answers a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
