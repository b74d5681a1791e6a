import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export type FakeServer = { url: string; requests: { url: string; headers: http.IncomingHttpHeaders; body: string }[]; close(): Promise<void> };

/** An HTTP server on a free loopback port that records every request (its address, headers and body) before `handler` answers it. */
export async function listen(handler: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void): Promise<FakeServer> {
  const requests: FakeServer['requests'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('hex').toUpperCase();

/**
 * A breached-password range API: `GET /range/{5 hex}` answers `SUFFIX:COUNT` lines for the known
 * passwords with that prefix, plus padding lines with a count of 0.
 */
export function startFakeRangeServer(breached: Record<string, number>): Promise<FakeServer> {
  const known = Object.entries(breached).map(([password, count]) => [sha1(password), count] as const);
  return listen((req, _body, res) => {
    const match = /^\/range\/([0-9A-F]{5})$/i.exec(req.url ?? '');
    if (!match) {
      res.statusCode = 404;
      return void res.end();
    }
    const prefix = match[1]!.toUpperCase();
    const lines = known.filter(([hash]) => hash.startsWith(prefix)).map(([hash, count]) => `${hash.slice(5)}:${count}`);
    // Padding lines with a count of 0, as the real service sends when asked to pad.
    for (let i = 0; i < 4; i++) lines.push(`${crypto.randomBytes(18).toString('hex').slice(0, 35).toUpperCase()}:0`);
    res.setHeader('Content-Type', 'text/plain');
    res.end(lines.join('\r\n'));
  });
}

/** A bot-check verify endpoint that accepts only `goodToken` with the right secret. */
export function startFakeBotVerifier(goodToken: string, secret: string): Promise<FakeServer> {
  return listen((_req, body, res) => {
    const form = new URLSearchParams(body);
    const success = form.get('response') === goodToken && form.get('secret') === secret;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }));
  });
}

/** A URL on 127.0.0.1 where nothing listens any more: connections are refused. */
export async function closedPortUrl(): Promise<string> {
  const server = await listen((_req, _body, res) => res.end());
  await server.close();
  return server.url;
}

/**
 * A Nominatim-compatible geocoder: `GET /search?q=…` answers one venue in Berlin whose country is
 * named in the asked `accept-language`, so tests can see the language passed on; other paths 404.
 */
export function startFakeGeocoder(): Promise<FakeServer> {
  return listen((req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/search') {
      res.statusCode = 404;
      return void res.end();
    }
    const german = url.searchParams.get('accept-language') === 'de';
    const country = german ? 'Deutschland' : 'Germany';
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify([
        {
          name: 'Estrel',
          display_name: `Estrel, 225, Sonnenallee, Neukölln, Berlin, 12057, ${country}`,
          address: { house_number: '225', road: 'Sonnenallee', city: 'Berlin', postcode: '12057', state: 'Berlin', country },
        },
        { name: '', display_name: `Berlin, ${country}`, address: { city: 'Berlin', country } },
      ]),
    );
  });
}

/** An SMTP server that accepts and never greets: a send to it hangs until the sending process dies (the kill -9 tests). */
export type StuckSmtpServer = { url: string; connections(): number; close(): void };

export async function startStuckSmtpServer(): Promise<StuckSmtpServer> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () => void server.close(),
  };
}
