import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, events, licenseChanges, users } from '../../db/schema';
import { containsPattern } from '../../db/queries/contains-pattern';

export type CompanyRow = typeof companies.$inferSelect;

/** A company as system settings list it: its row, first owner and counts. */
export type CompanyListRow = Pick<CompanyRow, 'id' | 'name' | 'plan' | 'license' | 'trialEndsAt' | 'licenseEndsAt' | 'createdAt'> & {
  ownerEmail: string | null;
  usersCount: number;
  eventsCount: number;
};

export type CompanyUserRow = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'role' | 'active' | 'disabledAt'>;

export type LicenseChangeRow = Pick<typeof licenseChanges.$inferSelect, 'id' | 'action' | 'detail' | 'createdAt'> & { adminEmail: string | null };

/** What an admin's action does to a company, decided from its locked row; or an error to throw instead. */
export type LicenseDecision =
  | { changes: Partial<Pick<CompanyRow, 'license' | 'plan' | 'trialEndsAt' | 'licenseEndsAt'>>; action: string; detail: string }
  | { refuse: Error };


const listColumns = {
  id: companies.id,
  name: companies.name,
  plan: companies.plan,
  license: companies.license,
  trialEndsAt: companies.trialEndsAt,
  licenseEndsAt: companies.licenseEndsAt,
  createdAt: companies.createdAt,
  // A select of one table leaves its columns unqualified, so the subqueries name the outer table themselves.
  ownerEmail: sql<string | null>`(select member.email from ${users} as member where member.company_id = ${companies}.id and member.role = 'owner' order by member.id limit 1)`,
  usersCount: sql<number>`(select count(*) from ${users} as member where member.company_id = ${companies}.id)`.mapWith(Number),
  eventsCount: sql<number>`(select count(*) from ${events} as event where event.company_id = ${companies}.id)`.mapWith(Number),
};

/** Every company, across tenants: only the system module (admins and internal staff) reads this way. */
export function createSystemRepository(db: Database) {
  return {
    /** A page of companies, newest first, whose name or any user's address contains `search`. */
    async listCompanies(search: string, limit: number, offset: number): Promise<{ rows: CompanyListRow[]; total: number }> {
      let where: SQL | undefined;
      if (search !== '') {
        const pattern = containsPattern(search);
        where = or(
          ilike(companies.name, pattern),
          sql`exists (select 1 from ${users} as member where member.company_id = ${companies}.id and member.email ilike ${pattern})`,
        );
      }
      const [rows, [totals]] = await Promise.all([
        db.select(listColumns).from(companies).where(where).orderBy(desc(companies.createdAt), desc(companies.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(companies).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findCompany(companyId: number): Promise<CompanyListRow | null> {
      const [row] = await db.select(listColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
      return row ?? null;
    },

    companyUsers(companyId: number): Promise<CompanyUserRow[]> {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: users.role,
          active: users.active,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.companyId, companyId))
        .orderBy(users.id);
    },

    licenseChanges(companyId: number): Promise<LicenseChangeRow[]> {
      return db
        .select({
          id: licenseChanges.id,
          action: licenseChanges.action,
          detail: licenseChanges.detail,
          createdAt: licenseChanges.createdAt,
          adminEmail: users.email,
        })
        .from(licenseChanges)
        .leftJoin(users, eq(users.id, licenseChanges.adminUserId))
        .where(eq(licenseChanges.companyId, companyId))
        .orderBy(desc(licenseChanges.createdAt), desc(licenseChanges.id))
        .limit(50);
    },

    /**
     * Applies an admin's licence action: locks the company's row, lets `decide` choose the change
     * from it (so two admins acting at once see each other's change), and writes the change with
     * its license_changes row in one transaction. False when there is no such company.
     */
    async changeLicense(companyId: number, adminUserId: number, now: Date, decide: (company: CompanyRow) => LicenseDecision): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
        if (!company) return false;
        const decision = decide(company);
        if ('refuse' in decision) throw decision.refuse;
        await tx.update(companies).set(decision.changes).where(eq(companies.id, companyId));
        await tx.insert(licenseChanges).values({ companyId, adminUserId, action: decision.action, detail: decision.detail, createdAt: now });
        return true;
      });
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
