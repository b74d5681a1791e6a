import { eq } from 'drizzle-orm';
import { companies, users } from '../db/schema';
import type { TestApp } from './test-app';

/**
 * Changes a company or a user as the webhooks, an admin or the users' screens would, and announces
 * the company as they do, so that cached sessions forget the old facts.
 */
export function billingFixtures(t: TestApp) {
  const db = t.database.db;
  return {
    async setCompany(companyId: number, change: Partial<typeof companies.$inferInsert>): Promise<void> {
      await db.update(companies).set(change).where(eq(companies.id, companyId));
      t.app.services.companyChanges.announce(companyId);
    },
    async setUser(userId: number, companyId: number, change: Partial<typeof users.$inferInsert>): Promise<void> {
      await db.update(users).set(change).where(eq(users.id, userId));
      t.app.services.companyChanges.announce(companyId);
    },
  };
}
