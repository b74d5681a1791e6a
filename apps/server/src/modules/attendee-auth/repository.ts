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

/** An e-mailed attendee link: a personal invitation or a password reset. */
export type LinkTokenKind = 'invite' | 'reset';

/** A published event as the sign-in calls need it. */
export type PublishedEventRef = { id: number; code: string; name: string };

/** An account as sign-in, links and their mails need it; erased accounts are never one. */
export type SignInAccount = {
  id: number;
  eventId: number;
  email: string;
  firstName: string;
  lastName: string;
  lang: string;
  active: boolean;
  passwordHash: string | null;
};

/** A usable link token with its account. */
export type LinkTokenMatch = { tokenId: number; account: SignInAccount };

const accountColumns = {
  id: attendeeAccounts.id,
  eventId: attendeeAccounts.eventId,
  email: sql<string>`${attendeeAccounts.email}`,
  firstName: attendeeAccounts.firstName,
  lastName: attendeeAccounts.lastName,
  lang: attendeeAccounts.lang,
  active: attendeeAccounts.active,
  passwordHash: attendeeAccounts.passwordHash,
};

/**
 * Attendee accounts as their sign-in sees them, and their e-mailed link tokens (`attendee_tokens`
 * of kind `invite` and `reset`, stored as SHA-256 hashes only).
 */
export function createAttendeeAccountRepository(db: Database) {
  return {
    /** The published event with this code (codes are stored upper-case), or null for a draft or an unknown code. */
    async publishedEvent(code: string): Promise<PublishedEventRef | null> {
      const [row] = await db
        .select({ id: events.id, code: sql<string>`${events.code}`, name: events.name })
        .from(events)
        .where(eq(events.code, code.toUpperCase()))
        .limit(1);
      return row ?? null;
    },

    /** The account of an address in an event, or null (also once erased). */
    async findByEmail(eventId: number, email: string): Promise<SignInAccount | null> {
      const [row] = await db
        .select(accountColumns)
        .from(attendeeAccounts)
        .where(and(eq(attendeeAccounts.eventId, eventId), eq(attendeeAccounts.email, email), isNull(attendeeAccounts.erasedAt)))
        .limit(1);
      return row ?? null;
    },

    /** An account with its event, for a mail about it; null when erased or its event is not published. */
    async findWithEvent(accountId: number): Promise<{ account: SignInAccount; event: PublishedEventRef } | null> {
      const [row] = await db
        .select({ ...accountColumns, eventCode: sql<string>`${events.code}`, eventName: events.name })
        .from(attendeeAccounts)
        .innerJoin(events, eq(events.id, attendeeAccounts.eventId))
        .where(and(eq(attendeeAccounts.id, accountId), isNull(attendeeAccounts.erasedAt), sql`${events.code} is not null`))
        .limit(1);
      if (!row) return null;
      const { eventCode, eventName, ...account } = row;
      return { account, event: { id: account.eventId, code: eventCode, name: eventName } };
    },

    async insertLinkToken(accountId: number, kind: LinkTokenKind, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(attendeeTokens).values({ accountId, kind, tokenHash, expiresAt });
    },

    /** Voids the account's outstanding links of these kinds, e.g. the older invitation when a new one is sent. */
    async revokeLinkTokens(accountId: number, kinds: LinkTokenKind[], now: Date): Promise<void> {
      await db
        .update(attendeeTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(attendeeTokens.accountId, accountId),
            inArray(attendeeTokens.kind, kinds),
            isNull(attendeeTokens.usedAt),
            isNull(attendeeTokens.revokedAt),
          ),
        );
    },

    /** The account behind a link that is unused, not voided and not expired, or null; it is not used up. */
    async findUsableLinkToken(kind: LinkTokenKind, tokenHash: string, now: Date): Promise<LinkTokenMatch | null> {
      const [row] = await db
        .select({ tokenId: attendeeTokens.id, ...accountColumns })
        .from(attendeeTokens)
        .innerJoin(attendeeAccounts, eq(attendeeAccounts.id, attendeeTokens.accountId))
        .where(
          and(
            eq(attendeeTokens.tokenHash, tokenHash),
            eq(attendeeTokens.kind, kind),
            isNull(attendeeTokens.usedAt),
            isNull(attendeeTokens.revokedAt),
            gt(attendeeTokens.expiresAt, now),
            isNull(attendeeAccounts.erasedAt),
          ),
        )
        .limit(1);
      if (!row) return null;
      const { tokenId, ...account } = row;
      return { tokenId, account };
    },

    /** Uses a link up; false when another request used or voided it first. */
    async consumeLinkToken(tokenId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(attendeeTokens)
        .set({ usedAt: now })
        .where(and(eq(attendeeTokens.id, tokenId), isNull(attendeeTokens.usedAt), isNull(attendeeTokens.revokedAt), gt(attendeeTokens.expiresAt, now)))
        .returning({ id: attendeeTokens.id });
      return rows.length > 0;
    },

    async setPassword(accountId: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(attendeeAccounts).set({ passwordHash, updatedAt: now }).where(eq(attendeeAccounts.id, accountId));
    },
  };
}

export type AttendeeAccountRepository = ReturnType<typeof createAttendeeAccountRepository>;

export type AttendeeProfileRow = typeof attendeeAccounts.$inferSelect;

/** What an attendee changes of their own account. */
export type AttendeeProfileChanges = Partial<Pick<AttendeeProfileRow, 'firstName' | 'lastName' | 'lang' | 'photo' | 'company' | 'jobTitle' | 'bio' | 'hiddenFromDirectory'>>;

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
