import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export type ReverseProxy = {
  /** `http://127.0.0.1:<port>` of the proxy. */
  url: string;
  /** The address that reaches instance `index` (0-based) through the proxy, e.g. `${via(1)}/api/login`. */
  via(index: number): string;
  /** How many requests and socket upgrades each instance was handed. */
  handed: number[];
  close(): Promise<void>;
};

const pinnedPath = /^\/via\/(\d+)(\/.*)$/;

/**
 * A load balancer on loopback in front of several server instances, as a deployment puts one in
 * front of its instances (docs/rules/performance.md#live-engagement): each request, and each WebSocket upgrade, goes to the next
 * instance in turn. A path starting with `/via/{index}/` goes to that instance with the prefix
 * removed, so a test or bench can say which instance serves a call and which one holds a socket.
 * Upgrades are forwarded as raw bytes both ways once the instance has the request line and headers.
 */
export async function startReverseProxy(instances: string[]): Promise<ReverseProxy> {
  const targets = instances.map((base) => new URL(base));
  const handed = targets.map(() => 0);
  let turn = 0;
  const upgraded = new Set<net.Socket>();

  const choose = (url: string) => {
    const pinned = pinnedPath.exec(url);
    const index = pinned && Number(pinned[1]) < targets.length ? Number(pinned[1]) : turn++ % targets.length;
    handed[index]! += 1;
    return { target: targets[index]!, path: pinned ? pinned[2]! : url };
  };

  const server = http.createServer((request, response) => {
    const { target, path } = choose(request.url ?? '/');
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: request.method, path, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const { target, path } = choose(request.url ?? '/');
    const instance = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${request.method} ${path} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      instance.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) instance.write(head);
      instance.pipe(client);
      client.pipe(instance);
    });
    const end = () => {
      upgraded.delete(client);
      instance.destroy();
      client.destroy();
    };
    upgraded.add(client);
    instance.on('error', end).on('close', end);
    client.on('error', end).on('close', end);
  });

  // Longer than clients keep an idle connection (undici: 4 s; the app's own: 72 s): closing one a
  // client is just reusing resets the request on it, which a load balancer must not do.
  server.keepAliveTimeout = 75_000;
  // 2,000 clients connecting at once overflow Node's default backlog of 511; the kernel then drops
  // or resets some of them before the proxy ever sees them.
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    via: (index) => `${url}/via/${index}`,
    handed,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of upgraded) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
