import type { Database } from '../../db/client';
import type { AttendeeSessions, AuthenticatedAttendee } from '../attendee-auth/sessions';
import type { SocketTicketResult } from '../auth/service';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { createVenueTicketRepository } from './repository';

/** Seconds a venue socket ticket stays valid, as the console's: long enough to open a socket. */
export const VENUE_SOCKET_TICKET_TTL_SECONDS = 30;
/**
 * Tickets one attendee account may take per minute, on all instances together: as for organisers
 * (docs/decisions/0021-sessions-end-everywhere-redis.md), room for a few tabs reconnecting every 3.5 s,
 * and a stop for a script asking in a loop.
 */
export const VENUE_SOCKET_TICKETS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/** An attendee's authenticated venue socket: whose, which session, which event of which company. */
export type VenueSocketSession = { accountId: number; tokenId: number; eventId: number; companyId: number };

type TicketDeps = { db: Database; attendeeSessions: Pick<AttendeeSessions, 'liveSessionIds'>; now: () => Date };

/** One-time tickets that open the venue's socket without the attendee's token in a URL. */
export function createVenueSocketTickets({ db, attendeeSessions, now }: TicketDeps) {
  const repository = createVenueTicketRepository(db);

  return {
    /** A ticket for the attendee's session, or how long to wait when the account took too many in the last minute. */
    async issue(attendee: AuthenticatedAttendee): Promise<SocketTicketResult> {
      const issuedAt = now();
      const minuteAgo = new Date(issuedAt.getTime() - MINUTE_MS);
      // Counted from the stored tickets (a sliding minute), so every instance sees the same count; older ones go.
      const recent = await repository.issuedSince(attendee.accountId, minuteAgo);
      if (recent.count >= VENUE_SOCKET_TICKETS_PER_MINUTE) {
        const freeAtMs = (recent.oldest ?? issuedAt).getTime() + MINUTE_MS;
        return { retryAfterSeconds: Math.max(1, Math.ceil((freeAtMs - issuedAt.getTime()) / 1000)) };
      }
      const ticket = newOpaqueToken();
      await repository.insert({
        accountId: attendee.accountId,
        sessionTokenId: attendee.tokenId,
        tokenHash: hashToken(ticket),
        expiresAt: new Date(issuedAt.getTime() + VENUE_SOCKET_TICKET_TTL_SECONDS * 1000),
        createdAt: issuedAt,
      });
      return { ticket, expires_in: VENUE_SOCKET_TICKET_TTL_SECONDS };
    },

    /**
     * The session behind a ticket, which this call spends; null when the ticket is not valid or
     * its session has ended since (the attendee sessions' own rule decides that).
     */
    async consume(ticket: string): Promise<VenueSocketSession | null> {
      const spent = await repository.consume(hashToken(ticket), now());
      if (!spent) return null;
      const [live] = await attendeeSessions.liveSessionIds([spent.sessionTokenId]);
      return live === undefined ? null : { accountId: spent.accountId, tokenId: live, eventId: spent.eventId, companyId: spent.companyId };
    },
  };
}

export type VenueSocketTickets = ReturnType<typeof createVenueSocketTickets>;
