import { serverSocketMessageSchema, type ClientSocketMessage, type ServerSocketMessage } from '@aula/shared';
import { TicketSocket, socketUrl, type SocketLike } from './ticket-socket';
import { TopicFollowers } from './topic-followers';

export type { SocketLike } from './ticket-socket';

type LiveSocketOptions = {
  url: string;
  /** A one-time ticket from POST /socketTicket; the token itself never goes into the URL. */
  fetchTicket: () => Promise<string>;
  /**
   * Actions other than the protocol's own (connection id, pong), and `authenticated` each time the
   * socket is (re)connected, so that what pushes keep up to date can be asked for again: pushes sent
   * while it was away are lost.
   */
  onMessage: (message: ServerSocketMessage) => void;
  connectionId: { get: () => string | null; set: (id: string) => void };
  /** The topics the console's screens follow (docs/rules/communications.md#live-updates), subscribed again after every reconnect. */
  topics?: TopicFollowers;
  createSocket?: (url: string) => SocketLike;
};

/**
 * The console's live connection (docs/rules/calls.md#live-socket) (the shared `TicketSocket`), which also keeps
 * its connection id across reconnects. A socket the server closed because the session ended
 * (4401) reconnects too: after a token refresh the new token gets a ticket, after a sign-out
 * elsewhere the ticket request's 401 signs this tab out.
 */
export class LiveSocket {
  private readonly socket: TicketSocket<ClientSocketMessage, ServerSocketMessage>;

  constructor(options: LiveSocketOptions) {
    this.socket = new TicketSocket<ClientSocketMessage, ServerSocketMessage>({
      url: options.url,
      fetchTicket: options.fetchTicket,
      parse: (data) => serverSocketMessageSchema.safeParse(data).data ?? null,
      onAuthenticated: (send) => {
        const connectionId = options.connectionId.get();
        send(connectionId ? { action: 'connectionId', connectionId } : { action: 'connectionId' });
      },
      onMessage: (message) => {
        if (message.action === 'connectionId') options.connectionId.set(message.connectionId);
        else options.onMessage(message);
      },
      topics: options.topics,
      createSocket: options.createSocket,
    });
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }
}

/** The text to show for a pushed message that reports a failure (docs/rules/errors.md#socket-errors), or null. */
export function socketFailureText(message: ServerSocketMessage, unknownText: string): string | null {
  if (!('status' in message) || message.status !== 'error') return null;
  return message.errorMessage || unknownText;
}

/** The same-origin address of the live socket. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return socketUrl('/api/ws', location);
}

const socketListeners = new Set<(message: ServerSocketMessage) => void>();

/** The topics the console's screens follow on the one live socket (docs/rules/communications.md#live-updates): `useConsoleTopic`, `useLiveFeed`. */
export const consoleTopics = new TopicFollowers();

/** Lets a feature react to pushed actions (import finished, payment state …) while mounted. */
export function subscribeSocketMessages(listener: (message: ServerSocketMessage) => void): () => void {
  socketListeners.add(listener);
  return () => socketListeners.delete(listener);
}

/** Hands a pushed action to every subscriber. */
export function publishSocketMessage(message: ServerSocketMessage): void {
  for (const listener of socketListeners) listener(message);
}

/** Follows a topic on the console's live socket; stable, so hooks may depend on it. */
export const followConsoleTopic: TopicFollowers['follow'] = (topic, listener) => consoleTopics.follow(topic, listener);
