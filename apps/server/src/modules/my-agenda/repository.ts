import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendeeAccounts, myAgendaEntries, myAgendaFeeds, myAgendaReminders, myAgendaSettings } from '../../db/schema';

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

    async hasFeed(eventId: number, accountId: number): Promise<boolean> {
      const [row] = await db
        .select({ accountId: myAgendaFeeds.accountId })
        .from(myAgendaFeeds)
        .where(and(eq(myAgendaFeeds.eventId, eventId), eq(myAgendaFeeds.accountId, accountId)));
      return Boolean(row);
    },

    /** Puts the new link's hash in place of the account's old one, if any. */
    async replaceFeed(eventId: number, accountId: number, tokenHash: string, now: Date): Promise<void> {
      await db
        .insert(myAgendaFeeds)
        .values({ eventId, accountId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: myAgendaFeeds.accountId, set: { tokenHash, createdAt: now } });
    },

    /** Whose agenda a link's hash opens; none for an unknown hash, or an account deactivated or erased. */
    async feedOwner(tokenHash: string): Promise<{ eventId: number; accountId: number } | null> {
      const [row] = await db
        .select({ eventId: myAgendaFeeds.eventId, accountId: myAgendaFeeds.accountId })
        .from(myAgendaFeeds)
        .innerJoin(attendeeAccounts, eq(attendeeAccounts.id, myAgendaFeeds.accountId))
        .where(and(eq(myAgendaFeeds.tokenHash, tokenHash), eq(attendeeAccounts.active, true), isNull(attendeeAccounts.erasedAt)));
      return row ?? null;
    },

    /** Forgets everything of the account's own agenda: its sessions, reminders, their record and the calendar link. */
    async forget(eventId: number, accountId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(myAgendaEntries).where(and(eq(myAgendaEntries.eventId, eventId), eq(myAgendaEntries.accountId, accountId)));
        await tx.delete(myAgendaSettings).where(and(eq(myAgendaSettings.eventId, eventId), eq(myAgendaSettings.accountId, accountId)));
        await tx.delete(myAgendaFeeds).where(and(eq(myAgendaFeeds.eventId, eventId), eq(myAgendaFeeds.accountId, accountId)));
        await tx.delete(myAgendaReminders).where(eq(myAgendaReminders.accountId, accountId));
      });
    },
  };
}
