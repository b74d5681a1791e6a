import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendeeAccounts } from '../../db/schema';

/** Which accounts an invitation call means: chosen ones, or every one not invited yet. */
export type InvitationSelection = { accountIds: number[] } | { notInvited: true };

/** The accounts of one event an organiser invites; the only file of the invitations that speaks Drizzle. */
export function createInvitationsRepository(db: Database) {
  return {
    /** How many of these (distinct) ids are accounts of the event that are not erased. */
    async countAccountsOfEvent(eventId: number, accountIds: number[]): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(attendeeAccounts)
        .where(and(eq(attendeeAccounts.eventId, eventId), inArray(attendeeAccounts.id, accountIds), isNull(attendeeAccounts.erasedAt)));
      return row?.count ?? 0;
    },

    /**
     * Marks the selected active accounts of the event invited now and, in the same transaction,
     * hands their ids to `alsoInTransaction` (which queues their mails), so neither happens alone.
     * Answers how many were invited.
     */
    async markInvited(
      eventId: number,
      selection: InvitationSelection,
      now: Date,
      alsoInTransaction: (tx: Database, accountIds: number[]) => Promise<void>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const chosen = 'accountIds' in selection ? inArray(attendeeAccounts.id, selection.accountIds) : isNull(attendeeAccounts.invitedAt);
        const rows = await tx
          .update(attendeeAccounts)
          .set({ invitedAt: now })
          .where(and(eq(attendeeAccounts.eventId, eventId), eq(attendeeAccounts.active, true), isNull(attendeeAccounts.erasedAt), chosen))
          .returning({ id: attendeeAccounts.id });
        const ids = rows.map((row) => row.id).sort((a, b) => a - b);
        if (ids.length > 0) await alsoInTransaction(tx, ids);
        return ids.length;
      });
    },
  };
}
