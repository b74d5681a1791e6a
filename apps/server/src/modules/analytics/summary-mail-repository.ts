import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsSummaryMails, events } from '../../db/schema';

type EndedEvent = { eventId: number; companyId: number };

/** The claims of the summary mails (docs/rules/analytics.md#summary-mail). */
export function createSummaryMailRepository(db: Database) {
  return {
    /** Published events whose end passed at most `latestMs` before `now` and that nobody has claimed yet. */
    async endedUnclaimed(now: Date, latestMs: number): Promise<EndedEvent[]> {
      return db
        .select({ eventId: events.id, companyId: events.companyId })
        .from(events)
        .leftJoin(analyticsSummaryMails, eq(analyticsSummaryMails.eventId, events.id))
        .where(and(isNotNull(events.code), lte(events.endAt, now), gt(events.endAt, new Date(now.getTime() - latestMs)), isNull(analyticsSummaryMails.eventId)))
        .orderBy(events.endAt);
    },

    /**
     * Claims the event's mail and runs `queue` in the same transaction; false (and nothing queued)
     * when another instance, or an earlier run, claimed it first.
     */
    async claim(eventId: number, now: Date, queue: (tx: Database) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx.insert(analyticsSummaryMails).values({ eventId, claimedAt: now }).onConflictDoNothing().returning({ eventId: analyticsSummaryMails.eventId });
        if (claimed.length === 0) return false;
        await queue(tx);
        return true;
      });
    },
  };
}
