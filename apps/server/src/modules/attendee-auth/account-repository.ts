import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendeeAccounts, attendeeTokens, events } from '../../db/schema';

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
