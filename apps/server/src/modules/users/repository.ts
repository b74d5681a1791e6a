import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, companies, eventHosts, events, users } from '../../db/schema';
import { validSessionWhere } from '../../db/queries/valid-session';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** What GET /api/getUserInfo is built from. */
export type UserInfoRow = {
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'image' | 'lang' | 'isAdmin' | 'role' | 'active' | 'sendInvite'>;
  company: Pick<CompanyRow, 'id' | 'name' | 'license' | 'trialEndsAt' | 'licenseEndsAt'>;
  usersCount: number;
  eventsCount: number;
  /** The access token the info was read for. */
  session: { tokenId: number; expiresAt: Date };
};

/** Thrown inside a transaction to roll it back when the e-mail address is already taken. */
class EmailTakenRollback extends Error {}

/** More work to commit or roll back with a new user, e.g. queueing their first mail. */
export type AlsoInTransaction = (tx: Database, user: UserRow) => Promise<void>;

/** Users and their companies. */
export function createUsersRepository(db: Database) {
  // Every screen asks for this: the token check, the user, the company and both counts in one
  // prepared statement, so the request costs one round trip and no planning.
  const userInfoBySessionQuery = db
    .select({
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        image: users.image,
        lang: users.lang,
        isAdmin: users.isAdmin,
        role: users.role,
        active: users.active,
        sendInvite: users.sendInvite,
      },
      company: {
        id: companies.id,
        name: companies.name,
        license: companies.license,
        trialEndsAt: companies.trialEndsAt,
        licenseEndsAt: companies.licenseEndsAt,
      },
      usersCount: sql<number>`(select count(*) from ${users} as colleagues where colleagues.company_id = ${users.companyId})`.mapWith(Number),
      // The events the user reaches (reachesEveryEvent in packages/shared): all of the company's
      // for owners and managers, the assigned ones for a host (and any unknown role, as asCompanyRole).
      eventsCount: sql<number>`(case when ${users.role} in ('owner', 'manager')
        then (select count(*) from ${events} where ${events.companyId} = ${users.companyId})
        else (select count(*) from ${eventHosts} join ${events} on ${events.id} = ${eventHosts.eventId}
          where ${eventHosts.userId} = ${users.id} and ${events.companyId} = ${users.companyId}) end)`.mapWith(Number),
      session: { tokenId: authTokens.id, expiresAt: authTokens.expiresAt },
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(validSessionWhere())
    .limit(1)
    .prepare('users_info_by_session');

  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * The active, not deactivated users of the company who reach the event: its owners and
     * managers, and the hosts assigned to it (docs/rules/roles-and-permissions.md#company-roles).
     */
    async eventOrganisers(companyId: number, eventId: number): Promise<Pick<UserRow, 'id' | 'email' | 'firstName' | 'lang'>[]> {
      const assigned = db.select({ userId: eventHosts.userId }).from(eventHosts).where(eq(eventHosts.eventId, eventId));
      return db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lang: users.lang })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            eq(users.active, true),
            isNull(users.disabledAt),
            or(inArray(users.role, ['owner', 'manager']), and(eq(users.role, 'host'), inArray(users.id, assigned))),
          ),
        )
        .orderBy(users.id);
    },

    /** The signed-in user's info behind a valid access token's hash, or null (see validSessionWhere). */
    async findUserInfoBySession(tokenHash: string, now: Date): Promise<UserInfoRow | null> {
      const [row] = await userInfoBySessionQuery.execute({ tokenHash, now });
      return row ?? null;
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
            .values({ ...input.owner, companyId: company!.id, role: 'owner', active: false })
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
      input: Pick<UserRow, 'companyId' | 'email' | 'firstName' | 'lastName' | 'lang' | 'role'>,
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
