import { and, count, eq, gt, inArray, isNull, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, oneTimeTokens, users } from '../../db/schema';

const KIND = 'socket_ticket';

/** The session a socket belongs to: its access token and that token's owner. */
export type SocketSession = { tokenId: number; userId: number; companyId: number };

/** Socket tickets: one-time tokens bound to the access token that asked for them. */
export function createSocketTicketRepository(db: Database) {
  /** A token still counts while it is neither revoked nor expired and its account is active. */
  const liveSession = (now: Date) =>
    and(isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now), eq(users.active, true));

  return {
    async insert(ticket: { tokenId: number; userId: number; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
      await db.insert(oneTimeTokens).values({
        userId: ticket.userId,
        authTokenId: ticket.tokenId,
        kind: KIND,
        tokenHash: ticket.tokenHash,
        expiresAt: ticket.expiresAt,
        createdAt: ticket.createdAt,
      });
    },

    /** How many tickets a user was given since `since`, and when the oldest of them was issued. */
    async issuedSince(userId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: min(oneTimeTokens.createdAt) })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, KIND), gt(oneTimeTokens.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },

    /**
     * Uses up a ticket in one statement and returns its session, or null when the ticket is
     * unknown, used or expired, or its session has ended since it was issued.
     */
    async consume(tokenHash: string, now: Date): Promise<SocketSession | null> {
      const [ticket] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.kind, KIND),
            eq(oneTimeTokens.tokenHash, tokenHash),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({ tokenId: oneTimeTokens.authTokenId });
      if (!ticket?.tokenId) return null;
      const [session] = await db
        .select({ tokenId: authTokens.id, userId: users.id, companyId: users.companyId })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(and(eq(authTokens.id, ticket.tokenId), liveSession(now)));
      return session ?? null;
    },

    /** Which of these access tokens still open a session. */
    async liveTokenIds(tokenIds: number[], now: Date): Promise<number[]> {
      if (tokenIds.length === 0) return [];
      const rows = await db
        .select({ id: authTokens.id })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(and(inArray(authTokens.id, tokenIds), liveSession(now)));
      return rows.map((row) => row.id);
    },
  };
}
