import { and, count, eq, gte, isNotNull, ne } from 'drizzle-orm';
import { limitsOf, planOfCompany, type PlanLimits } from '@aula/shared';
import type { Database } from '../client';
import { attendeeAccounts, companies, events } from '../schema';

/**
 * A company's limits, and whether it is on its trial (the import names a trial's refusal: docs/rules/billing.md#plan-limits).
 * A licence without a plan (granted before plans existed) has the trial's limits without being
 * a trial (docs/decisions/0059-plan-limits.md).
 */
export type CompanyLimits = { onTrial: boolean; limits: PlanLimits };

/** An event's company limits and the accounts it holds. */
export type EventAccounts = CompanyLimits & { accounts: number };

const limitsOfRow = (row: { license: string; plan: string | null } | undefined): CompanyLimits => ({
  onTrial: row?.license !== 'licensed',
  limits: limitsOf(row ? planOfCompany(row) : null),
});

/**
 * Published events of the company that have not closed at `now` (a draft is free, a closed event
 * no longer counts): what the plans' `openEvents` limit counts, for the publish check and the
 * billing overview alike (docs/decisions/0059-plan-limits.md).
 */
export async function countOpenEvents(tx: Database, companyId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.companyId, companyId), isNotNull(events.code), ne(events.code, ''), gte(events.closingAt, now)));
  return Number(row?.n ?? 0);
}

/**
 * Locks the company's row and answers its limits: a publish checked under this lock cannot pass
 * beside another publish of the same company that has not committed yet.
 */
export async function lockCompanyLimits(tx: Database, companyId: number): Promise<CompanyLimits> {
  const [row] = await tx.select({ license: companies.license, plan: companies.plan }).from(companies).where(eq(companies.id, companyId)).for('update');
  return limitsOfRow(row);
}

/**
 * Locks the event's row and answers its company's limits with the accounts the event holds (an
 * erased account no longer counts): account creations checked under this lock, one by one or by
 * import, cannot together pass the limit.
 */
export async function lockEventAccounts(tx: Database, eventId: number): Promise<EventAccounts> {
  const [row] = await tx
    .select({ license: companies.license, plan: companies.plan })
    .from(events)
    .innerJoin(companies, eq(companies.id, events.companyId))
    .where(eq(events.id, eventId))
    .for('update', { of: events });
  const [held] = await tx
    .select({ n: count() })
    .from(attendeeAccounts)
    .where(and(eq(attendeeAccounts.eventId, eventId), isNotNull(attendeeAccounts.email)));
  return { ...limitsOfRow(row), accounts: Number(held?.n ?? 0) };
}
