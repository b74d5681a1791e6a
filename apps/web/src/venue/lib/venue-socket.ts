import {
  REQUEST_TIMEOUT_MS,
  SOCKET_CLOSE_TOO_MANY,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_PONG_TIMEOUT_MS,
  SOCKET_RECONNECT_MS,
  VENUE_SOCKET_PATH,
  venueServerSocketMessageSchema,
  type VenueClientSocketMessage,
  type VenueServerSocketMessage,
} from '@aula/shared';
import type { SocketLike } from '@/lib/socket';
import type { TopicFollowers } from '@/lib/topic-followers';

type VenueSocketOptions = {
  /** A one-time ticket, or null when the attendee's session has ended (the socket then stops for good). */
  fetchTicket: () => Promise<string | null>;
  /** The session has ended: the ticket call answered 401. */
  onSessionGone: () => void;
  /** What later features push (the protocol's own `authenticated` and `pong` included). */
  onMessage?: (message: VenueServerSocketMessage) => void;
  /** The topics the venue's pages follow (issue 10 §5), subscribed again after every reconnect. */
  topics?: TopicFollowers;
  url?: string;
  createSocket?: (url: string) => SocketLike;
};

const OPEN = 1;

/**
 * The venue's live connection (issue 9 §6), as the console's (SPEC §4): authenticates with a
 * one-time ticket, pings 25 s after each pong, drops a socket whose pong is 3.5 s late and
 * reconnects 3.5 s after any close or error with a fresh ticket. It keeps the attendee online
 * while it runs and tells the server which room the tab shows, again after every reconnect. One
 * the server closed for the attendee's newer sockets (4429) stays closed.
 */
export class VenueSocket {
  private socket: SocketLike | null = null;
  private authenticated = false;
  private stopped = true;
  private roomId: number | null = null;
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: VenueSocketOptions) {}

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

  /** The room the tab shows now, or null elsewhere in the venue. */
  setRoom(roomId: number | null): void {
    if (roomId === this.roomId) return;
    this.roomId = roomId;
    if (this.authenticated) this.sendRoom();
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
      this.options.onSessionGone();
      return;
    }
    const url = this.options.url ?? venueSocketUrl();
    const socket = (this.options.createSocket ?? ((address) => new WebSocket(address)))(url);
    this.socket = socket;
    socket.onopen = () => this.send({ action: 'auth', ticket });
    socket.onmessage = (event) => this.receive(event);
    socket.onerror = () => socket.close();
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.authenticated = false;
      this.options.topics?.disconnected();
      this.clearTimers();
      if (event.code === SOCKET_CLOSE_TOO_MANY) this.stopped = true;
      else this.scheduleReconnect();
    };
  }

  private receive(event: MessageEvent): void {
    const parsed = venueServerSocketMessageSchema.safeParse(parseJson(event.data));
    if (!parsed.success) return;
    const message = parsed.data;
    if (this.options.topics?.receive(message)) return;
    if (message.action === 'authenticated') {
      this.authenticated = true;
      if (this.roomId !== null) this.sendRoom();
      this.ping();
      this.options.topics?.connected((request) => this.send(request));
    } else if (message.action === 'pong') {
      clearTimeout(this.pongTimer);
      this.pingTimer = setTimeout(() => this.ping(), SOCKET_PING_INTERVAL_MS);
    }
    this.options.onMessage?.(message);
  }

  private sendRoom(): void {
    this.send(this.roomId === null ? { action: 'leaveRoom' } : { action: 'enterRoom', roomId: this.roomId });
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
    this.authenticated = false;
    this.options.topics?.disconnected();
    this.clearTimers();
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
  }

  private send(message: VenueClientSocketMessage): void {
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

/**
 * POST /api/venue/socketTicket (`venueCalls.socketTicket`) with the attendee's token: the ticket,
 * or null when the session has ended (401). Any other failure throws, and the socket tries again.
 */
export async function fetchVenueTicket(accessToken: string): Promise<string | null> {
  const response = await fetch('/api/venue/socketTicket', {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`venue socket ticket: ${response.status}`);
  const { data } = (await response.json()) as { data: { ticket: string } };
  return data.ticket;
}

/** The same-origin address of the venue's socket. */
export function venueSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${VENUE_SOCKET_PATH}`;
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
