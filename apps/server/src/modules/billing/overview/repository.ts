import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies, invoices, subscriptions, users } from '../../../db/schema';
import { countOpenEvents } from '../../../db/queries/plan-limits';

export type BillingCompanyRow = Pick<
  typeof companies.$inferSelect,
  'license' | 'plan' | 'trialEndsAt' | 'licenseEndsAt' | 'paymentProvider'
>;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** What /profile/billing shows, read for one company only (tenant isolation by `companyId`). */
export function createBillingOverviewRepository(db: Database) {
  return {
    async company(companyId: number): Promise<BillingCompanyRow | null> {
      const [row] = await db
        .select({
          license: companies.license,
          plan: companies.plan,
          trialEndsAt: companies.trialEndsAt,
          licenseEndsAt: companies.licenseEndsAt,
          paymentProvider: companies.paymentProvider,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row ?? null;
    },

    /** The newest first (docs/rules/billing.md#billing-page). */
    subscriptions: (companyId: number): Promise<SubscriptionRow[]> =>
      db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)),

    invoices: (companyId: number): Promise<InvoiceRow[]> =>
      db.select().from(invoices).where(eq(invoices.companyId, companyId)).orderBy(desc(invoices.issuedAt), desc(invoices.id)),

    /** What the plans' `openEvents` limit counts, as the publish check counts it. */
    openEvents: (companyId: number, now: Date): Promise<number> => countOpenEvents(db, companyId, now),

    /** Users who may sign in (a deactivated one holds no seat): what the plans' `users` limit counts. */
    async users(companyId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.companyId, companyId), isNull(users.disabledAt)));
      return row?.n ?? 0;
    },
  };
}

export type BillingOverviewRepository = ReturnType<typeof createBillingOverviewRepository>;
