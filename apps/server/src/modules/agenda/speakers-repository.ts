import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agendaSessions, attendeeAccounts, sessionSpeakers } from '../../db/schema';

type Writer = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The speakers of sessions (docs/rules/venue.md#speakers): attendee accounts of the session's event, in order. */
export function createSpeakersRepository(db: Database) {
  return {
    /** Each session's speakers in order; sessions without any are absent. */
    async ofSessions(sessionIds: number[]): Promise<Map<number, number[]>> {
      const bySession = new Map<number, number[]>();
      if (sessionIds.length === 0) return bySession;
      const rows = await db
        .select({ sessionId: sessionSpeakers.sessionId, accountId: sessionSpeakers.accountId })
        .from(sessionSpeakers)
        .where(inArray(sessionSpeakers.sessionId, sessionIds))
        .orderBy(asc(sessionSpeakers.sessionId), asc(sessionSpeakers.position));
      for (const row of rows) bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row.accountId]);
      return bySession;
    },

    /** Which of these ids are accounts of the event that are not erased. */
    async eventAccountIds(eventId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: attendeeAccounts.id })
        .from(attendeeAccounts)
        .where(and(eq(attendeeAccounts.eventId, eventId), inArray(attendeeAccounts.id, ids), isNull(attendeeAccounts.erasedAt)));
      return new Set(rows.map((row) => row.id));
    },

    /** The event's speakers and whoever speaks at one of its sessions, by name. */
    async options(eventId: number): Promise<{ id: number; firstName: string; lastName: string; company: string }[]> {
      const speaking = db
        .select({ accountId: sessionSpeakers.accountId })
        .from(sessionSpeakers)
        .innerJoin(agendaSessions, eq(agendaSessions.id, sessionSpeakers.sessionId))
        .where(eq(agendaSessions.eventId, eventId));
      return db
        .select({ id: attendeeAccounts.id, firstName: attendeeAccounts.firstName, lastName: attendeeAccounts.lastName, company: attendeeAccounts.company })
        .from(attendeeAccounts)
        .where(
          and(
            eq(attendeeAccounts.eventId, eventId),
            isNull(attendeeAccounts.erasedAt),
            or(eq(attendeeAccounts.role, 'speaker'), inArray(attendeeAccounts.id, speaking)),
          ),
        )
        .orderBy(sql`lower(${attendeeAccounts.lastName})`, sql`lower(${attendeeAccounts.firstName})`, asc(attendeeAccounts.id));
    },

    /** Replaces a session's speakers, inside the transaction that saves the session. */
    async replace(tx: Writer, sessionId: number, accountIds: number[]): Promise<void> {
      await tx.delete(sessionSpeakers).where(eq(sessionSpeakers.sessionId, sessionId));
      if (accountIds.length > 0) await tx.insert(sessionSpeakers).values(accountIds.map((accountId, position) => ({ sessionId, accountId, position })));
    },

    /** An erased account speaks nowhere any more. */
    async removeAccount(accountId: number): Promise<void> {
      await db.delete(sessionSpeakers).where(eq(sessionSpeakers.accountId, accountId));
    },
  };
}

export type SpeakersRepository = ReturnType<typeof createSpeakersRepository>;
