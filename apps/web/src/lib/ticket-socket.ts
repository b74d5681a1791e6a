import {
  SOCKET_CLOSE_SERVICE_RESTART,
  SOCKET_CLOSE_TOO_MANY_MESSAGES,
  SOCKET_CLOSE_TOO_MANY_SOCKETS,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_PONG_TIMEOUT_MS,
  SOCKET_RECONNECT_MS,
  SOCKET_RESTART_RECONNECT_MAX_MS,
  SOCKET_TOO_MANY_MESSAGES_RECONNECT_MAX_MS,
  SOCKET_TOO_MANY_MESSAGES_RECONNECT_MS,
} from '@aula/shared';
import type { TopicFollowers } from './topic-followers';

/** The part of the browser's WebSocket the clients use; tests pass a fake. */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

type Action = { action: string };

export type TicketSocketOptions<Out extends Action, In extends Action> = {
  url: string;
  /** A one-time ticket; null when the session has ended, which stops the socket for good. */
  fetchTicket: () => Promise<string | null>;
  /** The ticket call said the session has ended. */
  onSessionGone?: () => void;
  /** The server's message if it is one of the protocol's, else null. */
  parse: (data: unknown) => In | null;
  /** Runs after each (re)authentication, before `onMessage` hears of it; `send` reaches the server. */
  onAuthenticated?: (send: (message: Out) => void) => void;
  /** Every message but the protocol's `pong` and the topics' answers, `authenticated` included. */
  onMessage: (message: In) => void;
  /** The topics followed on this socket, subscribed again after every reconnect (docs/rules/communications.md#live-updates). */
  topics?: TopicFollowers;
  createSocket?: (url: string) => SocketLike;
};

const OPEN = 1;

/**
 * The live connection (docs/rules/calls.md#live-socket), for the console's socket and the venue's alike:
 * authenticates with a one-time ticket (the token itself never goes into the URL), pings 25 s
 * after each pong, drops a socket whose pong is 3.5 s late and reconnects 3.5 s after any close or
 * error with a fresh ticket, or within a second when the server asks it to come back now (1012,
 * an instance stopping). One the server closed for the user's newer sockets (4429) stays
 * closed, or tabs over the cap would keep pushing each other out. One closed for sending more
 * than its message budget (4428) comes back only after a pause that doubles each time in a row,
 * so a client that keeps overdoing it cannot turn into a reconnect loop; nothing is shown meanwhile.
 */
export class TicketSocket<Out extends Action, In extends Action> {
  private socket: SocketLike | null = null;
  private authenticated = false;
  private stopped = true;
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private closesForTooManyMessages = 0;

  constructor(private readonly options: TicketSocketOptions<Out, In>) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.drop();
  }

  /** Sends to the server while authenticated; otherwise the message is dropped (callers resend on `onAuthenticated`). */
  send(message: Out | { action: 'ping' } | { action: 'subscribe' | 'unsubscribe'; topic: string }): void {
    if (this.authenticated) this.write(message);
  }

  private async connect(): Promise<void> {
    let ticket: string | null;
    try {
      ticket = await this.options.fetchTicket();
    } catch {
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    if (ticket === null) {
      this.stopped = true;
      this.options.onSessionGone?.();
      return;
    }
    const socket = (this.options.createSocket ?? ((address) => new WebSocket(address)))(this.options.url);
    this.socket = socket;
    socket.onopen = () => this.write({ action: 'auth', ticket });
    socket.onmessage = (event) => this.receive(event);
    socket.onerror = () => socket.close();
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.lost();
      if (event.code === SOCKET_CLOSE_TOO_MANY_SOCKETS) {
        this.stopped = true;
      } else if (event.code === SOCKET_CLOSE_SERVICE_RESTART) {
        this.scheduleReconnect(Math.floor(Math.random() * SOCKET_RESTART_RECONNECT_MAX_MS));
      } else if (event.code === SOCKET_CLOSE_TOO_MANY_MESSAGES) {
        this.closesForTooManyMessages += 1;
        this.scheduleReconnect(pauseAfterTooManyMessages(this.closesForTooManyMessages));
      } else {
        this.closesForTooManyMessages = 0;
        this.scheduleReconnect();
      }
    };
  }

  private receive(event: MessageEvent): void {
    const message = this.options.parse(parseJson(event.data));
    if (!message || this.options.topics?.receive(message)) return;
    if (message.action === 'pong') {
      clearTimeout(this.pongTimer);
      this.pingTimer = setTimeout(() => this.ping(), SOCKET_PING_INTERVAL_MS);
      return;
    }
    if (message.action === 'authenticated') {
      this.authenticated = true;
      this.options.onAuthenticated?.((out) => this.send(out));
      this.ping();
      this.options.topics?.connected((request) => this.send(request));
    }
    this.options.onMessage(message);
  }

  private ping(): void {
    this.send({ action: 'ping' });
    clearTimeout(this.pongTimer);
    this.pongTimer = setTimeout(() => {
      // A silent server may keep a closing socket half-open for long: drop it without waiting for its close event.
      this.drop();
      this.scheduleReconnect();
    }, SOCKET_PONG_TIMEOUT_MS);
  }

  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    this.lost();
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
  }

  private lost(): void {
    this.authenticated = false;
    this.options.topics?.disconnected();
    clearTimeout(this.pingTimer);
    clearTimeout(this.pongTimer);
  }

  private write(message: Action & Record<string, unknown>): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private scheduleReconnect(delayMs = SOCKET_RECONNECT_MS): void {
    if (this.stopped) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.connect(), delayMs);
  }
}

/** The pause before reconnecting after the server closed the socket for too many messages, `times` times in a row. */
export function pauseAfterTooManyMessages(times: number): number {
  return Math.min(SOCKET_TOO_MANY_MESSAGES_RECONNECT_MS * 2 ** Math.max(0, times - 1), SOCKET_TOO_MANY_MESSAGES_RECONNECT_MAX_MS);
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/** The same-origin address of a socket path. */
export function socketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}
