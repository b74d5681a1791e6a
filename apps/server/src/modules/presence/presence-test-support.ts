import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket, type ClientOptions } from 'ws';
import type { OnlineAccounts } from '@aula/shared';

type Message = Record<string, unknown>;

/** A browser's socket as the tests drive it: what it received, and waiting for what it will receive. */
export type TestSocket = {
  /** Resolves with the first message from now on that matches. */
  next(matches: (message: Message) => boolean): Promise<Message>;
  send(message: Message): void;
  /** Resolves with the close code once the server closed the socket. */
  closeCode: Promise<number>;
  /** A pong proves the socket is open and still authenticated. */
  answersPing(): Promise<void>;
  /** Closes from the browser's side (the tab closes). */
  close(): void;
  socket: WebSocket;
};

/** `http://127.0.0.1:<port>` of an app listening on loopback. */
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

/** GET /api/accountsOnline/{eventId} as an organiser. */
export async function accountsOnline(base: string, token: string, eventId: number): Promise<{ status: number; data: OnlineAccounts }> {
  const res = await fetch(`http://${base}/api/accountsOnline/${eventId}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: OnlineAccounts };
  return { status: res.status, data: body.data };
}

/** Opens a socket on `path` and sends `auth` with the ticket, if any; resolves once it is open (not yet authenticated). */
export async function openSocket(base: string, path: string, ticket: string | null, options: ClientOptions = {}): Promise<TestSocket> {
  const socket = new WebSocket(`ws://${base}${path}`, options);
  const received: Message[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()) as Message);
    for (const wake of waiters.splice(0)) wake();
  });
  const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
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
  if (ticket !== null) send({ action: 'auth', ticket });
  return {
    next,
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

const authenticated = async (socket: TestSocket) => {
  await Promise.race([
    socket.next((m) => m.action === 'authenticated'),
    socket.closeCode.then((code) => Promise.reject(new Error(`socket closed with ${code} instead of authenticating`))),
  ]);
  return socket;
};

/** An attendee's venue socket, authenticated with a ticket taken from `ticketFrom` (default: the same instance). */
export async function venueSocket(base: string, attendeeToken: string, options: ClientOptions = {}, ticketFrom = base): Promise<TestSocket> {
  const { status, data } = await post(ticketFrom, '/venue/socketTicket', attendeeToken);
  if (status !== 200) throw new Error(`venue socket ticket: ${status}`);
  return authenticated(await openSocket(base, '/api/venue/ws', data.ticket as string, options));
}

/** An organiser's console socket, authenticated. */
export async function consoleSocket(base: string, organiserToken: string): Promise<TestSocket> {
  const { status, data } = await post(base, '/socketTicket', organiserToken);
  if (status !== 200) throw new Error(`socket ticket: ${status}`);
  return authenticated(await openSocket(base, '/api/ws', data.ticket as string));
}

/** The next `presence` push for the event that satisfies `holds`. */
export const presencePush = (socket: TestSocket, eventId: number, holds: (message: Message) => boolean = () => true) =>
  socket.next((m) => m.action === 'presence' && m.eventId === eventId && holds(m));
