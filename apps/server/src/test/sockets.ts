import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket, type ClientOptions } from 'ws';

export type Message = Record<string, unknown>;

/** A browser's ticketed socket (the console's or the venue's) as the tests drive it. */
export type TestSocket = {
  /** Resolves with the first message from now on that matches. */
  next(matches: (message: Message) => boolean): Promise<Message>;
  /** Every message received so far, in order. */
  received: readonly Message[];
  send(message: Message): void;
  /** Resolves with the close code once the socket has closed. */
  closeCode: Promise<number>;
  /** A pong proves the socket is open and still authenticated. */
  answersPing(): Promise<void>;
  /** Closes from the browser's side (the tab closes). */
  close(): void;
  socket: WebSocket;
};

/** `127.0.0.1:<port>` of an app listening on loopback. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** POSTs to an /api path with a bearer token and answers the status and the envelope's data. */
export async function post(base: string, path: string, token: string): Promise<{ status: number; data: Message }> {
  const res = await fetch(`http://${base}/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: Message };
  return { status: res.status, data: body.data };
}

function driven(socket: WebSocket): TestSocket {
  const received: Message[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()) as Message);
    for (const wake of waiters.splice(0)) wake();
  });
  const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const next = (matches: (message: Message) => boolean) => {
    const from = received.length;
    return new Promise<Message>((resolve) => {
      const check = () => {
        const found = received.slice(from).find(matches);
        if (found) resolve(found);
        else waiters.push(check);
      };
      check();
    });
  };
  const send = (message: Message) => socket.send(JSON.stringify(message));
  return {
    next,
    received,
    send,
    closeCode,
    async answersPing() {
      const pong = next((m) => m.action === 'pong');
      send({ action: 'ping' });
      await pong;
    },
    close: () => socket.close(1000),
    socket,
  };
}

/** Opens a socket on `path` over the network and sends `auth` with the ticket, if any; resolves once it is open (not yet authenticated). */
export async function openSocket(base: string, path: string, ticket: string | null, options: ClientOptions = {}): Promise<TestSocket> {
  const socket = new WebSocket(`ws://${base}${path}`, options);
  const testSocket = driven(socket);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  if (ticket !== null) testSocket.send({ action: 'auth', ticket });
  return testSocket;
}

/** The same without a listening server, through Fastify's injected sockets. */
export async function injectSocket(app: FastifyInstance, path: string, ticket: string | null): Promise<TestSocket> {
  const testSocket = driven(await app.injectWS(path));
  if (ticket !== null) testSocket.send({ action: 'auth', ticket });
  return testSocket;
}

/** Resolves with the socket once the server has answered `authenticated`; fails if it closes instead. */
export async function authenticated(socket: TestSocket): Promise<TestSocket> {
  await Promise.race([
    socket.next((m) => m.action === 'authenticated'),
    socket.closeCode.then((code) => Promise.reject(new Error(`socket closed with ${code} instead of authenticating`))),
  ]);
  return socket;
}

async function ticket(base: string, path: string, token: string): Promise<string> {
  const { status, data } = await post(base, path, token);
  if (status !== 200) throw new Error(`${path}: ${status}`);
  return data.ticket as string;
}

/** An attendee's venue socket, authenticated with a ticket taken from `ticketFrom` (default: the same instance). */
export async function venueSocket(base: string, attendeeToken: string, options: ClientOptions = {}, ticketFrom = base): Promise<TestSocket> {
  return authenticated(await openSocket(base, '/api/venue/ws', await ticket(ticketFrom, '/venue/socketTicket', attendeeToken), options));
}

/** An organiser's console socket, authenticated with a ticket taken from `ticketFrom` (default: the same instance). */
export async function consoleSocket(base: string, organiserToken: string, ticketFrom = base): Promise<TestSocket> {
  return authenticated(await openSocket(base, '/api/ws', await ticket(ticketFrom, '/socketTicket', organiserToken)));
}

/** An organiser's console socket on an app that does not listen, authenticated. */
export async function injectedConsoleSocket(app: FastifyInstance, organiserToken: string): Promise<TestSocket> {
  const res = await app.inject({ method: 'POST', url: '/api/socketTicket', headers: { authorization: `Bearer ${organiserToken}` } });
  if (res.statusCode !== 200) throw new Error(`/socketTicket: ${res.statusCode}`);
  return authenticated(await injectSocket(app, '/api/ws', res.json().data.ticket as string));
}
