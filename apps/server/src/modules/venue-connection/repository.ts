import { and, count, eq, gt, isNull, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendeeAccounts, attendeeTokens, events } from '../../db/schema';

const SOCKET = 'socket';

/**
 * The venue's socket tickets: `attendee_tokens` of kind `socket`, each bound to the session
 * (`session_token_id`) that asked for it, stored only as hashes.
 */
export function createVenueTicketRepository(db: Database) {
  const ofAccount = (accountId: number) => and(eq(attendeeTokens.accountId, accountId), eq(attendeeTokens.kind, SOCKET));

  return {
    async insert(ticket: { accountId: number; sessionTokenId: number; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
      await db.insert(attendeeTokens).values({ ...ticket, kind: SOCKET });
    },

    /**
     * How many tickets an account was given since `since`, and when the oldest of them was issued;
     * the same statement deletes its tickets issued before (spent or expired, and out of the window).
     */
    async issuedSince(accountId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const pruned = db.$with('pruned').as(
        db
          .delete(attendeeTokens)
          .where(and(ofAccount(accountId), lt(attendeeTokens.createdAt, since)))
          .returning({ id: attendeeTokens.id }),
      );
      const [row] = await db
        .with(pruned)
        .select({ count: count(), oldest: min(attendeeTokens.createdAt) })
        .from(attendeeTokens)
        .where(and(ofAccount(accountId), gt(attendeeTokens.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },

    /**
     * Uses up a ticket in one statement; answers its account and session with the account's event
     * and that event's company, or null when the ticket is unknown, used or expired.
     */
    async consume(tokenHash: string, now: Date): Promise<{ accountId: number; sessionTokenId: number; eventId: number; companyId: number } | null> {
      const [ticket] = await db
        .update(attendeeTokens)
        .set({ usedAt: now })
        .from(attendeeAccounts)
        .innerJoin(events, eq(events.id, attendeeAccounts.eventId))
        .where(
          and(
            eq(attendeeAccounts.id, attendeeTokens.accountId),
            eq(attendeeTokens.kind, SOCKET),
            eq(attendeeTokens.tokenHash, tokenHash),
            isNull(attendeeTokens.usedAt),
            gt(attendeeTokens.expiresAt, now),
          ),
        )
        .returning({ accountId: attendeeTokens.accountId, sessionTokenId: attendeeTokens.sessionTokenId, eventId: events.id, companyId: events.companyId });
      return ticket?.sessionTokenId ? { ...ticket, sessionTokenId: ticket.sessionTokenId } : null;
    },
  };
}
