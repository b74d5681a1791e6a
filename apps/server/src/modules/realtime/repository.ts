import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';

const SOCKET_TICKET = 'socket_ticket';

/** Socket tickets live with the other one-time tokens: hashed, single-use, short-lived. */
export function createRealtimeRepository(db: Database) {
  return {
    async insertTicket(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(oneTimeTokens).values({ userId, kind: SOCKET_TICKET, tokenHash, expiresAt });
    },

    /** Marks a valid ticket used and returns its owner, or null when unknown, used or expired. */
    async consumeTicket(tokenHash: string, now: Date): Promise<{ userId: number; companyId: number } | null> {
      const [ticket] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.kind, SOCKET_TICKET),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      if (!ticket) return null;
      const [owner] = await db
        .select({ userId: users.id, companyId: users.companyId })
        .from(users)
        .where(and(eq(users.id, ticket.userId), eq(users.active, true)));
      return owner ?? null;
    },
  };
}

export type RealtimeRepository = ReturnType<typeof createRealtimeRepository>;
