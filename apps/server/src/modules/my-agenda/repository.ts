import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { myAgendaEntries } from '../../db/schema';

/** The attendee's own agenda as stored (docs/rules/venue.md#my-agenda); every read and write is scoped to the account's event. */
export function createMyAgendaRepository(db: Database) {
  return {
    async sessionIds(eventId: number, accountId: number): Promise<number[]> {
      const rows = await db
        .select({ sessionId: myAgendaEntries.sessionId })
        .from(myAgendaEntries)
        .where(and(eq(myAgendaEntries.eventId, eventId), eq(myAgendaEntries.accountId, accountId)));
      return rows.map((row) => row.sessionId);
    },

    /** Adds the session once: a second add of the same one finds its row and changes nothing. */
    async add(eventId: number, accountId: number, sessionId: number, now: Date): Promise<void> {
      await db.insert(myAgendaEntries).values({ eventId, accountId, sessionId, addedAt: now }).onConflictDoNothing();
    },

    async remove(eventId: number, accountId: number, sessionId: number): Promise<void> {
      await db
        .delete(myAgendaEntries)
        .where(and(eq(myAgendaEntries.eventId, eventId), eq(myAgendaEntries.accountId, accountId), eq(myAgendaEntries.sessionId, sessionId)));
    },
  };
}
