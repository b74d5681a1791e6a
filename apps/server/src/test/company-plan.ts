import { eq } from 'drizzle-orm';
import type { PlanId } from '@aula/shared';
import { companies } from '../db/schema';
import type { TestApp } from './test-app';

/** Puts the company on a plan, so that its limits are the plan's; stands in for a paid subscription. */
export async function putOnPlan(t: TestApp, companyId: number, plan: PlanId): Promise<void> {
  await t.database.db.update(companies).set({ license: 'licensed', plan }).where(eq(companies.id, companyId));
}
