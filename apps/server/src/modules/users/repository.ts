import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, events, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** Thrown inside a transaction to roll it back when the e-mail address is already taken. */
class EmailTakenRollback extends Error {}

/** More work to commit or roll back with a new user, e.g. queueing their first mail. */
export type AlsoInTransaction = (tx: Database, user: UserRow) => Promise<void>;

/** Users and their companies. */
export function createUsersRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findWithCompany(id: number): Promise<{ user: UserRow; company: CompanyRow } | null> {
      const [row] = await db
        .select({ user: users, company: companies })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },

    async countCompanyUsers(companyId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users).where(eq(users.companyId, companyId));
      return row?.value ?? 0;
    },

    async countCompanyEvents(companyId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(events).where(eq(events.companyId, companyId));
      return row?.value ?? 0;
    },

    /** Creates a company with its owner in one transaction; null when the address is taken. */
    async createCompanyWithOwner(
      input: {
        company: { name: string; trialEndsAt: Date };
        owner: Pick<UserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'lang'>;
      },
      alsoInTransaction?: AlsoInTransaction,
    ): Promise<UserRow | null> {
      try {
        return await db.transaction(async (tx) => {
          const [company] = await tx
            .insert(companies)
            .values({ name: input.company.name, license: 'trial', trialEndsAt: input.company.trialEndsAt })
            .returning({ id: companies.id });
          const [user] = await tx
            .insert(users)
            .values({ ...input.owner, companyId: company!.id, isOwner: true, active: false })
            .onConflictDoNothing({ target: users.email })
            .returning();
          if (!user) throw new EmailTakenRollback();
          await alsoInTransaction?.(tx, user);
          return user;
        });
      } catch (error) {
        if (error instanceof EmailTakenRollback) return null;
        throw error;
      }
    },

    /** Adds an invited member without a password; null when the address is taken. */
    async createInvited(
      input: Pick<UserRow, 'companyId' | 'email' | 'firstName' | 'lastName' | 'lang'>,
      alsoInTransaction?: AlsoInTransaction,
    ): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ ...input, passwordHash: null, active: false, sendInvite: true })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (user) await alsoInTransaction?.(tx, user);
        return user ?? null;
      });
    },

    async update(
      id: number,
      changes: Partial<Pick<UserRow, 'passwordHash' | 'active' | 'sendInvite' | 'lang' | 'isAdmin'>>,
      now: Date,
    ): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
