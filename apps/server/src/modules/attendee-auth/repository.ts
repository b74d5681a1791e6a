import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendeeAccounts, attendeeTokens, events } from '../../db/schema';

/** An attendee's session as the venue's calls need it: who, in which event of which company. */
export type AttendeeSessionRow = {
  tokenId: number;
  accountId: number;
  eventId: number;
  companyId: number;
  eventCode: string;
  lang: string;
  expiresAt: Date;
};

/**
 * The access tokens of attendees (`attendee_tokens` of kind `session`), stored only as hashes. A
 * session holds while its token is neither revoked nor expired, its account is active and not
 * erased, and its event is published: unpublishing an event shuts its venue.
 */
export function createAttendeeSessionRepository(db: Database) {
  const findSessionQuery = db
    .select({
      tokenId: attendeeTokens.id,
      accountId: attendeeAccounts.id,
      eventId: events.id,
      companyId: events.companyId,
      eventCode: sql<string>`${events.code}`,
      lang: attendeeAccounts.lang,
      expiresAt: attendeeTokens.expiresAt,
    })
    .from(attendeeTokens)
    .innerJoin(attendeeAccounts, eq(attendeeAccounts.id, attendeeTokens.accountId))
    .innerJoin(events, eq(events.id, attendeeAccounts.eventId))
    .where(
      and(
        eq(attendeeTokens.tokenHash, sql.placeholder('tokenHash')),
        eq(attendeeTokens.kind, 'session'),
        isNull(attendeeTokens.revokedAt),
        gt(attendeeTokens.expiresAt, sql.placeholder('now')),
        eq(attendeeAccounts.active, true),
        isNull(attendeeAccounts.erasedAt),
        sql`${events.code} is not null`,
      ),
    )
    .limit(1)
    .prepare('attendee_find_session');

  return {
    async insertSession(accountId: number, tokenHash: string, expiresAt: Date): Promise<number> {
      const [row] = await db.insert(attendeeTokens).values({ accountId, kind: 'session', tokenHash, expiresAt }).returning({ id: attendeeTokens.id });
      return row!.id;
    },

    async findSession(tokenHash: string, now: Date): Promise<AttendeeSessionRow | null> {
      const [row] = await findSessionQuery.execute({ tokenHash, now });
      return row ?? null;
    },

    async revokeSession(tokenId: number, now: Date): Promise<void> {
      await db
        .update(attendeeTokens)
        .set({ revokedAt: now })
        .where(and(eq(attendeeTokens.id, tokenId), eq(attendeeTokens.kind, 'session'), isNull(attendeeTokens.revokedAt)));
    },

    /** Revokes every session of these accounts; answers the revoked tokens' ids. */
    async revokeAccountSessions(accountIds: number[], now: Date): Promise<number[]> {
      if (accountIds.length === 0) return [];
      const rows = await db
        .update(attendeeTokens)
        .set({ revokedAt: now })
        .where(and(inArray(attendeeTokens.accountId, accountIds), eq(attendeeTokens.kind, 'session'), isNull(attendeeTokens.revokedAt)))
        .returning({ id: attendeeTokens.id });
      return rows.map((row) => row.id);
    },

    /** Records the first sign-in, which moves the account to "signed in at least once" on the list. */
    async markSignedIn(accountId: number, now: Date): Promise<void> {
      await db
        .update(attendeeAccounts)
        .set({ firstSignedInAt: now })
        .where(and(eq(attendeeAccounts.id, accountId), isNull(attendeeAccounts.firstSignedInAt)));
    },

    /** Which of these session tokens still hold (for the socket hub's periodic check). */
    async liveSessionIds(tokenIds: number[], now: Date): Promise<number[]> {
      if (tokenIds.length === 0) return [];
      const rows = await db
        .select({ id: attendeeTokens.id })
        .from(attendeeTokens)
        .innerJoin(attendeeAccounts, eq(attendeeAccounts.id, attendeeTokens.accountId))
        .innerJoin(events, eq(events.id, attendeeAccounts.eventId))
        .where(
          and(
            inArray(attendeeTokens.id, tokenIds),
            isNull(attendeeTokens.revokedAt),
            gt(attendeeTokens.expiresAt, now),
            eq(attendeeAccounts.active, true),
            isNull(attendeeAccounts.erasedAt),
            sql`${events.code} is not null`,
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}

export type AttendeeProfileRow = typeof attendeeAccounts.$inferSelect;

/** What an attendee changes of their own account. */
export type AttendeeProfileChanges = Partial<Pick<AttendeeProfileRow, 'firstName' | 'lastName' | 'lang' | 'photo'>>;

/** Reads and changes an attendee's own account row for the venue; erased accounts are never found. */
export function createAttendeeProfileRepository(db: Database) {
  return {
    async update(accountId: number, changes: AttendeeProfileChanges, now: Date): Promise<AttendeeProfileRow | null> {
      const [row] = await db
        .update(attendeeAccounts)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(attendeeAccounts.id, accountId), isNull(attendeeAccounts.erasedAt)))
        .returning();
      return row ?? null;
    },

    async find(accountId: number): Promise<AttendeeProfileRow | null> {
      const [row] = await db
        .select()
        .from(attendeeAccounts)
        .where(and(eq(attendeeAccounts.id, accountId), isNull(attendeeAccounts.erasedAt)))
        .limit(1);
      return row ?? null;
    },
  };
}
