import { and, count, eq, gt, inArray, isNull, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { validSessionWhere } from '../../db/queries/valid-session';
import { authTokens, companies, oneTimeTokens, users } from '../../db/schema';

/** What e-mailed one-time tokens are for. */
export type OneTimeTokenKind = 'verify_email' | 'password_reset' | 'invite' | 'socket_ticket';

/**
 * A session as the auth hook needs it; the company's licence facts ride along so that the licence
 * gate needs no query of its own (docs/decisions/0052-billing-console-and-licence-gate.md).
 */
export type SessionRow = {
  tokenId: number;
  userId: number;
  companyId: number;
  isAdmin: boolean;
  email: string;
  role: string;
  lang: string;
  expiresAt: Date;
  license: string;
  trialEndsAt: Date | null;
  licenseEndsAt: Date | null;
};

/** Access tokens and e-mailed one-time tokens, stored only as hashes. */
export function createAuthRepository(db: Database) {
  // Every authenticated request runs this: prepared once, one round trip each time.
  const findSessionQuery = db
    .select({
      tokenId: authTokens.id,
      userId: users.id,
      companyId: users.companyId,
      isAdmin: users.isAdmin,
      email: users.email,
      role: users.role,
      lang: users.lang,
      expiresAt: authTokens.expiresAt,
      license: companies.license,
      trialEndsAt: companies.trialEndsAt,
      licenseEndsAt: companies.licenseEndsAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(validSessionWhere())
    .limit(1)
    .prepare('auth_find_session');

  return {
    async insertAccessToken(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(authTokens).values({ userId, tokenHash, expiresAt });
    },

    /** The session behind a token hash: not revoked, not expired, and its account still active. */
    async findSession(tokenHash: string, now: Date): Promise<SessionRow | null> {
      const [row] = await findSessionQuery.execute({ tokenHash, now });
      return row ?? null;
    },

    /** Revokes one token; false when it was already revoked (e.g. a concurrent refresh won). */
    async revokeAccessToken(tokenId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
        .returning({ id: authTokens.id });
      return rows.length > 0;
    },

    async revokeAllAccessTokens(userId: number, now: Date): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    },

    async insertOneTimeToken(userId: number, kind: OneTimeTokenKind, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(oneTimeTokens).values({ userId, kind, tokenHash, expiresAt });
    },

    /** An unused, unexpired token of this kind, without using it up. */
    async findUsableOneTimeToken(kind: OneTimeTokenKind, tokenHash: string, now: Date): Promise<{ id: number; userId: number } | null> {
      const [row] = await db
        .select({ id: oneTimeTokens.id, userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.kind, kind),
            eq(oneTimeTokens.tokenHash, tokenHash),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Uses a token up in one statement, so two requests with the same link cannot both succeed. */
    async consumeOneTimeToken(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
        .returning({ id: oneTimeTokens.id });
      return rows.length > 0;
    },

    /** Invalidates every outstanding token of a kind for a user: only the newest link works. */
    async discardOneTimeTokens(userId: number, kind: OneTimeTokenKind, now: Date): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

const SOCKET_TICKET: OneTimeTokenKind = 'socket_ticket';

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
        kind: SOCKET_TICKET,
        tokenHash: ticket.tokenHash,
        expiresAt: ticket.expiresAt,
        createdAt: ticket.createdAt,
      });
    },

    /**
     * How many tickets a user was given since `since`, and when the oldest of them was issued; the
     * same statement deletes their tickets issued before (spent or expired, and out of the window).
     */
    async issuedSince(userId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const ofUser = and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, SOCKET_TICKET));
      const pruned = db.$with('pruned').as(db.delete(oneTimeTokens).where(and(ofUser, lt(oneTimeTokens.createdAt, since))).returning({ id: oneTimeTokens.id }));
      const [row] = await db
        .with(pruned)
        .select({ count: count(), oldest: min(oneTimeTokens.createdAt) })
        .from(oneTimeTokens)
        .where(and(ofUser, gt(oneTimeTokens.createdAt, since)));
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
            eq(oneTimeTokens.kind, SOCKET_TICKET),
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
