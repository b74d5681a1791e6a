import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, companies, oneTimeTokens, users } from '../../db/schema';

/** The one-time token of an e-mail change; its payload is the new address. */
export const EMAIL_CHANGE_TOKEN = 'email_change';

export type ProfileRow = {
  id: number;
  companyId: number;
  email: string;
  pendingEmail: string | null;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  image: string | null;
  lang: string;
  role: string;
  company: string;
};

const profileColumns = {
  id: users.id,
  companyId: users.companyId,
  email: users.email,
  pendingEmail: users.pendingEmail,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  image: users.image,
  lang: users.lang,
  role: users.role,
  company: companies.name,
};

/** PostgreSQL's unique_violation, as PGlite and node-postgres report it (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** The user's own profile, password and address, and the tokens of e-mail changes. */
export function createProfileRepository(db: Database) {
  return {
    async find(userId: number): Promise<ProfileRow | null> {
      const [row] = await db.select(profileColumns).from(users).innerJoin(companies, eq(companies.id, users.companyId)).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /** Saves the profile's fields, and the company's name when given, in one transaction. */
    async save(
      user: { id: number; companyId: number },
      changes: { firstName: string; lastName: string; lang: string; image?: string | null; company?: string },
      now: Date,
    ): Promise<void> {
      const { company, ...own } = changes;
      await db.transaction(async (tx) => {
        await tx.update(users).set({ ...own, updatedAt: now }).where(eq(users.id, user.id));
        if (company !== undefined) await tx.update(companies).set({ name: company }).where(eq(companies.id, user.companyId));
      });
    },

    async setPasswordHash(userId: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    /** Revokes every access token of the user but one; answers the ids revoked. */
    async revokeOtherAccessTokens(userId: number, keepTokenId: number, now: Date): Promise<number[]> {
      const rows = await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId), isNull(authTokens.revokedAt)))
        .returning({ id: authTokens.id });
      return rows.map((row) => row.id);
    },

    async setPendingEmail(userId: number, pendingEmail: string | null, now: Date): Promise<void> {
      await db.update(users).set({ pendingEmail, updatedAt: now }).where(eq(users.id, userId));
    },

    /** Drops the pending address and voids its outstanding links, in one transaction. */
    async cancelEmailChange(userId: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ pendingEmail: null, updatedAt: now }).where(eq(users.id, userId));
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: now })
          .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, EMAIL_CHANGE_TOKEN), isNull(oneTimeTokens.usedAt)));
      });
    },

    /** A new e-mail change token for the address; the user's earlier ones stop working. */
    async replaceEmailChangeToken(userId: number, newEmail: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: now })
          .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, EMAIL_CHANGE_TOKEN), isNull(oneTimeTokens.usedAt)));
        await tx.insert(oneTimeTokens).values({ userId, kind: EMAIL_CHANGE_TOKEN, payload: newEmail, tokenHash, expiresAt });
      });
    },

    /**
     * Uses up an e-mail change token and moves its user to the new address, in one transaction:
     * 'changed', or 'invalid' (unknown, used, expired, or no longer the pending address), or
     * 'taken' (another account has the address by now; the token stays unused, nothing changes).
     */
    async applyEmailChange(tokenHash: string, now: Date): Promise<{ outcome: 'changed' | 'taken'; userId: number; companyId: number } | { outcome: 'invalid' }> {
      const usable = and(
        eq(oneTimeTokens.kind, EMAIL_CHANGE_TOKEN),
        eq(oneTimeTokens.tokenHash, tokenHash),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      );
      const [found] = await db
        .select({ id: oneTimeTokens.id, userId: users.id, companyId: users.companyId, newEmail: oneTimeTokens.payload, pendingEmail: users.pendingEmail })
        .from(oneTimeTokens)
        .innerJoin(users, eq(users.id, oneTimeTokens.userId))
        .where(usable)
        .limit(1);
      if (!found?.newEmail || found.pendingEmail !== found.newEmail) return { outcome: 'invalid' };
      const { userId, companyId } = found;
      const newEmail = found.newEmail;
      try {
        return await db.transaction(async (tx) => {
          const used = await tx.update(oneTimeTokens).set({ usedAt: now }).where(and(eq(oneTimeTokens.id, found.id), usable)).returning({ id: oneTimeTokens.id });
          if (used.length === 0) return { outcome: 'invalid' as const };
          await tx.update(users).set({ email: newEmail, pendingEmail: null, updatedAt: now }).where(eq(users.id, userId));
          return { outcome: 'changed' as const, userId, companyId };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: 'taken', userId, companyId };
        throw error;
      }
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
