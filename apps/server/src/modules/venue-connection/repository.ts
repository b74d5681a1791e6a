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

    /** Deletes an account's tickets issued before `before`: spent or expired, and out of the rate window. */
    async deleteIssuedBefore(accountId: number, before: Date): Promise<void> {
      await db.delete(attendeeTokens).where(and(ofAccount(accountId), lt(attendeeTokens.createdAt, before)));
    },

    /** How many tickets an account was given since `since`, and when the oldest of them was issued. */
    async issuedSince(accountId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: min(attendeeTokens.createdAt) })
        .from(attendeeTokens)
        .where(and(ofAccount(accountId), gt(attendeeTokens.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },

    /** Uses up a ticket in one statement; answers its account and session, or null when unknown, used or expired. */
    async consume(tokenHash: string, now: Date): Promise<{ accountId: number; sessionTokenId: number } | null> {
      const [ticket] = await db
        .update(attendeeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(attendeeTokens.kind, SOCKET),
            eq(attendeeTokens.tokenHash, tokenHash),
            isNull(attendeeTokens.usedAt),
            gt(attendeeTokens.expiresAt, now),
          ),
        )
        .returning({ accountId: attendeeTokens.accountId, sessionTokenId: attendeeTokens.sessionTokenId });
      return ticket?.sessionTokenId ? { accountId: ticket.accountId, sessionTokenId: ticket.sessionTokenId } : null;
    },

    /** The event an account belongs to, and that event's company. */
    async eventOf(accountId: number): Promise<{ eventId: number; companyId: number } | null> {
      const [row] = await db
        .select({ eventId: events.id, companyId: events.companyId })
        .from(attendeeAccounts)
        .innerJoin(events, eq(events.id, attendeeAccounts.eventId))
        .where(eq(attendeeAccounts.id, accountId));
      return row ?? null;
    },
  };
}
