import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { SOCKET_AUTH_TIMEOUT_MS, SOCKET_IDLE_TIMEOUT_MS } from '@aula/shared';
import { forbidden } from '../../http/domain-error';
import type { TopicSubscriber } from '../realtime/topics';
import { createMessageBudget } from './message-budget';
import { isAllowedSocketOrigin } from './policy';
import { closeSocket } from './socket-close';

/** What every ticketed socket understands, whoever holds it. */
type CommonClientMessage = { action: 'auth'; ticket: string } | { action: 'ping' } | { action: 'subscribe' | 'unsubscribe'; topic: string };
/** A socket's messages beyond the common ones: what its own handler gets. */
export type OwnMessage<Message extends { action: string }> = Exclude<Message, { action: CommonClientMessage['action'] }>;
type CommonServerMessage = { action: 'pong' } | { action: 'subscribed' | 'subscribeRefused'; topic: string };

const commonActions = new Set<string>(['auth', 'ping', 'subscribe', 'unsubscribe']);

/** Which part answers a message: this route, or the socket's own handler. The action tells them apart. */
function split<Own extends { action: string }>(message: CommonClientMessage | Own): { common: CommonClientMessage } | { own: Own } {
  return commonActions.has(message.action) ? { common: message as CommonClientMessage } : { own: message as Own };
}

/** The part of a hub the socket route needs: who follows which topic on this instance. */
export type TopicHub<Connection> = {
  subscribe(connection: Connection, topic: string): boolean;
  unsubscribe(connection: Connection, topic: string): void;
  follows(connection: Connection, topic: string): boolean;
};

export type TicketedSocketOptions<Owner, Connection, Own extends { action: string }, Out extends { action: string }> = {
  /** Under the /api prefix, e.g. `/ws`. */
  path: string;
  /** The client's message if it is one of the protocol's, else null (ignored). */
  parse(data: unknown): NoInfer<CommonClientMessage | Own> | null;
  /** Spends a one-time ticket: whom it was issued to, or null when it is unknown, spent or expired. */
  consumeTicket(ticket: string): Promise<Owner | null>;
  /** Adds the authenticated socket to its hub. */
  join(owner: Owner, socket: WebSocket): { connection: Connection; remove: () => void };
  /** The first message after authentication. */
  greeting(): Out;
  hub: TopicHub<Connection>;
  subscriber(connection: Connection): TopicSubscriber;
  /** Told of every message of an authenticated socket, before it is handled. */
  heard?(connection: Connection): void;
  /** The messages only this socket knows. */
  handle(connection: Connection, message: Own, send: (message: Out) => void): Promise<void> | void;
};

/**
 * The one WebSocket route behind the console's `/api/ws` and the venue's `/api/venue/ws`
 * (docs/rules/calls.md#live-socket): it checks the origin before the upgrade and the ticket
 * first, closes a socket that does not authenticate in time, speaks before it did, falls silent
 * or goes over its message budget, answers pings and handles topic subscriptions, and hands
 * the rest to the socket's own handler. Messages are handled one after the other, so answers
 * come in the order asked, and a socket over its budget is closed before its messages reach
 * the database, so one client cannot keep the instance busy for everyone else.
 */
export function registerTicketedSocket<Owner, Connection, Own extends { action: string }, Out extends { action: string }>(
  app: FastifyInstance,
  options: TicketedSocketOptions<Owner, Connection, Own, Out>,
): void {
  const { topicAccess } = app.services;

  app.get(
    options.path,
    {
      websocket: true,
      onRequest: async (request) => {
        if (!isAllowedSocketOrigin(request.headers.origin, request.headers.host, app.config.publicUrl)) throw forbidden();
      },
    },
    (socket: WebSocket) => {
      const send = (message: Out | CommonServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      let joined: { connection: Connection; remove: () => void } | null = null;
      let closing = false;
      const budget = createMessageBudget();
      const authTimer = setTimeout(() => closeSocket(socket, 'unauthorized'), SOCKET_AUTH_TIMEOUT_MS);
      let idleTimer = setTimeout(() => socket.terminate(), SOCKET_IDLE_TIMEOUT_MS);

      async function authenticate(ticket: string): Promise<void> {
        if (joined) return;
        const owner = await options.consumeTicket(ticket);
        if (!owner) return closeSocket(socket, 'unauthorized');
        // Closed while the ticket was checked: adding it now would leave it in the hub for good.
        if (socket.readyState !== socket.OPEN) return;
        clearTimeout(authTimer);
        joined = options.join(owner, socket);
        send(options.greeting());
      }

      async function subscribe(connection: Connection, topic: string): Promise<void> {
        // Asked again (a reconnecting client, a page shown twice): answered without asking the database again.
        if (options.hub.follows(connection, topic)) return send({ action: 'subscribed', topic });
        const allowed = await topicAccess.allows(options.subscriber(connection), topic);
        const subscribed = allowed && options.hub.subscribe(connection, topic);
        send({ action: subscribed ? 'subscribed' : 'subscribeRefused', topic });
      }

      async function handle(raw: RawData): Promise<void> {
        if (closing) return;
        const parsed = options.parse(parseJson(raw));
        if (!parsed) return;
        const message = split(parsed);
        if ('common' in message && message.common.action === 'auth') return authenticate(message.common.ticket);
        if (!joined) return closeSocket(socket, 'unauthorized');
        const { connection } = joined;
        options.heard?.(connection);
        if ('own' in message) return options.handle(connection, message.own, send);
        const { common } = message;
        if (common.action === 'ping') return send({ action: 'pong' });
        if (common.action === 'unsubscribe') return options.hub.unsubscribe(connection, common.topic);
        if (common.action === 'subscribe') return subscribe(connection, common.topic);
      }

      let handled = Promise.resolve();
      socket.on('message', (raw) => {
        if (closing) return;
        if (!budget.spend()) {
          closing = true;
          joined?.remove();
          return closeSocket(socket, 'tooManyMessages');
        }
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => socket.terminate(), SOCKET_IDLE_TIMEOUT_MS);
        handled = handled.then(() => handle(raw)).catch((error: unknown) => app.log.error({ err: error }, 'socket message failed'));
      });

      socket.on('close', () => {
        closing = true;
        clearTimeout(authTimer);
        clearTimeout(idleTimer);
        joined?.remove();
      });
    },
  );
}

function parseJson(raw: RawData): unknown {
  try {
    return JSON.parse(raw.toString());
  } catch {
    return null;
  }
}
