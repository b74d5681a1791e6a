import {
  SOCKET_CLOSE_TOO_MANY,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_PONG_TIMEOUT_MS,
  SOCKET_RECONNECT_MS,
  serverSocketMessageSchema,
  type ClientSocketMessage,
  type ServerSocketMessage,
} from '@aula/shared';
import { TopicFollowers } from './topic-followers';

/** The part of the browser's WebSocket the client uses; tests pass a fake. */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

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
  /** The topics the console's screens follow (issue 10 §5), subscribed again after every reconnect. */
  topics?: TopicFollowers;
  createSocket?: (url: string) => SocketLike;
};

const OPEN = 1;

/**
 * The live connection of SPEC §4 and §7: authenticates with a ticket, keeps its connection id,
 * pings 25 s after each pong, closes when a pong is 3.5 s late and reconnects 3.5 s after any
 * error or close, with a fresh ticket each time. A socket the server closed because the session
 * ended (4401) reconnects too: after a token refresh the new token gets a ticket, after a sign-out
 * elsewhere the ticket request's 401 signs this tab out. One dropped for the user's newer sockets
 * (4429) stays closed, or tabs over the cap would keep pushing each other out.
 */
export class LiveSocket {
  private socket: SocketLike | null = null;
  private stopped = true;
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: LiveSocketOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.options.topics?.disconnected();
    this.clearTimers();
    clearTimeout(this.reconnectTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
  }

  private async connect(): Promise<void> {
    let ticket: string;
    try {
      ticket = await this.options.fetchTicket();
    } catch {
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    this.socket = socket;
    socket.onopen = () => this.send({ action: 'auth', ticket });
    socket.onmessage = (event) => this.receive(event);
    socket.onerror = () => socket.close();
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.options.topics?.disconnected();
      this.clearTimers();
      if (event.code === SOCKET_CLOSE_TOO_MANY) this.stopped = true;
      else this.scheduleReconnect();
    };
  }

  private receive(event: MessageEvent): void {
    const parsed = serverSocketMessageSchema.safeParse(parseJson(event.data));
    if (!parsed.success) return;
    const message = parsed.data;
    if (this.options.topics?.receive(message)) return;
    if (message.action === 'authenticated') {
      const connectionId = this.options.connectionId.get();
      this.send(connectionId ? { action: 'connectionId', connectionId } : { action: 'connectionId' });
      this.ping();
      this.options.topics?.connected((request) => this.send(request));
      this.options.onMessage(message);
    } else if (message.action === 'connectionId') {
      this.options.connectionId.set(message.connectionId);
    } else if (message.action === 'pong') {
      clearTimeout(this.pongTimer);
      this.pingTimer = setTimeout(() => this.ping(), SOCKET_PING_INTERVAL_MS);
    } else {
      this.options.onMessage(message);
    }
  }

  private ping(): void {
    this.send({ action: 'ping' });
    clearTimeout(this.pongTimer);
    this.pongTimer = setTimeout(() => this.dropAndReconnect(), SOCKET_PONG_TIMEOUT_MS);
  }

  /** A silent server may keep a closing socket half-open for long: drop it without waiting for its close event. */
  private dropAndReconnect(): void {
    const socket = this.socket;
    this.socket = null;
    this.options.topics?.disconnected();
    this.clearTimers();
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
    this.scheduleReconnect();
  }

  private send(message: ClientSocketMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.connect(), SOCKET_RECONNECT_MS);
  }

  private clearTimers(): void {
    clearTimeout(this.pingTimer);
    clearTimeout(this.pongTimer);
  }
}

/** The text to show for a pushed message that reports a failure (SPEC §8), or null. */
export function socketFailureText(message: ServerSocketMessage, unknownText: string): string | null {
  if (!('status' in message) || message.status !== 'error') return null;
  return message.errorMessage || unknownText;
}

/** The same-origin address of the live socket. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/ws`;
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

const socketListeners = new Set<(message: ServerSocketMessage) => void>();

/** The topics the console's screens follow on the one live socket (issue 10 §5): `useConsoleTopic`, `useLiveFeed`. */
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
