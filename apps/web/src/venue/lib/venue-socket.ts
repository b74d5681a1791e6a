import { parse } from 'zod/mini';
import {
  REQUEST_TIMEOUT_MS,
  VENUE_SOCKET_PATH,
  venueCalls,
  venueServerSocketMessageSchema,
  type VenueClientSocketMessage,
  type VenueServerSocketMessage,
} from '@aula/shared';
import { TicketSocket, socketUrl, type SocketLike } from '@/lib/ticket-socket';
import type { TopicFollowers } from '@/lib/topic-followers';

type VenueSocketOptions = {
  /** A one-time ticket, or null when the attendee's session has ended (the socket then stops for good). */
  fetchTicket: () => Promise<string | null>;
  /** The session has ended: the ticket call answered 401. */
  onSessionGone: () => void;
  /** What the server pushes beyond the protocol's own: `authenticated` and notices to the attendee. */
  onMessage?: (message: VenueServerSocketMessage) => void;
  /** The topics the venue's pages follow (docs/rules/communications.md#live-updates), subscribed again after every reconnect. */
  topics?: TopicFollowers;
  url?: string;
  createSocket?: (url: string) => SocketLike;
};

/** What the tab reports for analytics (docs/rules/analytics.md#what-is-recorded): whether it is visible, and whether its room's stream plays. */
export type TabActivity = { visible: boolean; playing: boolean };

/**
 * The venue's live connection (docs/rules/venue.md#presence): the console's protocol (the shared `TicketSocket`),
 * which keeps the attendee online while it runs and tells the server which room the tab shows and
 * what the tab does, on every change and again after every reconnect.
 */
export class VenueSocket {
  private readonly socket: TicketSocket<VenueClientSocketMessage, VenueServerSocketMessage>;
  private roomId: number | null = null;
  private activity: TabActivity = { visible: true, playing: false };

  constructor(options: VenueSocketOptions) {
    this.socket = new TicketSocket<VenueClientSocketMessage, VenueServerSocketMessage>({
      url: options.url ?? venueSocketUrl(),
      fetchTicket: options.fetchTicket,
      onSessionGone: options.onSessionGone,
      parse: (data) => venueServerSocketMessageSchema.safeParse(data).data ?? null,
      onAuthenticated: () => {
        // The room first: entering a room stops what played in the one before, on the server too.
        if (this.roomId !== null) this.sendRoom();
        this.sendActivity();
      },
      onMessage: (message) => options.onMessage?.(message),
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

  /** The room the tab shows now, or null elsewhere in the venue. */
  setRoom(roomId: number | null): void {
    if (roomId === this.roomId) return;
    this.roomId = roomId;
    this.activity = { ...this.activity, playing: false };
    this.sendRoom();
  }

  /** The tab's visibility and its room's player now; sent only when either changed. */
  setActivity(activity: TabActivity): void {
    if (activity.visible === this.activity.visible && activity.playing === this.activity.playing) return;
    this.activity = { ...activity };
    this.sendActivity();
  }

  private sendActivity(): void {
    this.socket.send({ action: 'activity', ...this.activity });
  }

  private sendRoom(): void {
    this.socket.send(this.roomId === null ? { action: 'leaveRoom' } : { action: 'enterRoom', roomId: this.roomId });
  }
}

/**
 * POST /api/venue/socketTicket (`venueCalls.socketTicket`) with the attendee's token: the ticket,
 * or null when the session has ended (401). Any other failure, an answer that does not fit the
 * call's schema included, throws, and the socket tries again.
 *
 * Not through `venueCall`: the socket has its own token and its own way to end the session, and
 * a 401 here must not also send the frame to sign-in.
 */
export async function fetchVenueTicket(accessToken: string): Promise<string | null> {
  const call = venueCalls.socketTicket;
  const response = await fetch(`/api${call.path}`, {
    method: call.method,
    headers: { Authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`venue socket ticket: ${response.status}`);
  const { data } = (await response.json()) as { data?: unknown };
  return parse(call.answer, data).ticket;
}

/** The same-origin address of the venue's socket. */
export function venueSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return socketUrl(VENUE_SOCKET_PATH, location);
}
