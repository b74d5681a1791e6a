import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, eventHosts, events, users } from '../../db/schema';

export type CompanyUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'companyId' | 'email' | 'firstName' | 'lastName' | 'role' | 'lang' | 'active' | 'passwordHash' | 'disabledAt'
>;

/** A host's assigned event, as the users screens name it. */
export type HostEventRow = { userId: number; id: number; name: string };

const userColumns = {
  id: users.id,
  companyId: users.companyId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  lang: users.lang,
  active: users.active,
  passwordHash: users.passwordHash,
  disabledAt: users.disabledAt,
};

/** The company's users and the events assigned to its hosts. */
export function createCompanyUsersRepository(db: Database) {
  return {
    async list(companyId: number): Promise<CompanyUserRow[]> {
      return db.select(userColumns).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },

    /** The user if they belong to the company; another company's user is none. */
    async find(companyId: number, userId: number, tx: Database = db): Promise<CompanyUserRow | null> {
      const [row] = await tx
        .select(userColumns)
        .from(users)
        .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },

    /** The assigned events of these users, in start order. */
    async hostEvents(userIds: number[]): Promise<HostEventRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: eventHosts.userId, id: events.id, name: events.name })
        .from(eventHosts)
        .innerJoin(events, eq(events.id, eventHosts.eventId))
        .where(inArray(eventHosts.userId, userIds))
        .orderBy(asc(events.startAt), asc(events.id));
    },

    async planOf(companyId: number): Promise<string | null> {
      const [row] = await db.select({ plan: companies.plan }).from(companies).where(eq(companies.id, companyId)).limit(1);
      return row?.plan ?? null;
    },

    /**
     * Runs `work` in a transaction holding the company's row lock, so that checks over all its
     * users (the last owner, the users limit) and the change they allow happen as one: a second
     * change of the same company waits and then sees the first.
     */
    async inCompanyLock<T>(companyId: number, work: (tx: Database) => Promise<T>, tx?: Database): Promise<T> {
      const run = async (inner: Database) => {
        await inner.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
        return work(inner);
      };
      return tx ? run(tx) : db.transaction(run);
    },

    /** How many users the company has, invited ones included. */
    async countUsers(tx: Database, companyId: number): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(users).where(eq(users.companyId, companyId));
      return Number(row?.n ?? 0);
    },

    /** Active, not deactivated owners of the company other than `exceptUserId`. */
    async countOtherActiveOwners(tx: Database, companyId: number, exceptUserId: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.role, 'owner'), eq(users.active, true), isNull(users.disabledAt), ne(users.id, exceptUserId)));
      return Number(row?.n ?? 0);
    },

    /** Which of these ids are events of the company. */
    async companyEventIds(tx: Database, companyId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.companyId, companyId), inArray(events.id, ids)));
      return rows.map((row) => row.id);
    },

    /** Replaces the user's assigned events. */
    async setHostEvents(tx: Database, userId: number, eventIds: number[]): Promise<void> {
      await tx.delete(eventHosts).where(eq(eventHosts.userId, userId));
      if (eventIds.length > 0) await tx.insert(eventHosts).values(eventIds.map((eventId) => ({ eventId, userId })));
    },

    async update(
      tx: Database,
      userId: number,
      changes: Partial<Pick<CompanyUserRow, 'firstName' | 'lastName' | 'role' | 'disabledAt'>>,
      now: Date,
    ): Promise<void> {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, userId));
    },

    /** Deletes the user; their tokens and assignments go with them, what they wrote keeps no author. */
    async delete(tx: Database, userId: number): Promise<void> {
      await tx.delete(users).where(eq(users.id, userId));
    },
  };
}

export type CompanyUsersRepository = ReturnType<typeof createCompanyUsersRepository>;
