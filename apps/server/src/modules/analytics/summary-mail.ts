import { asLanguage } from '@aula/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { composeMail } from '../../adapters/mail/compose';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Database } from '../../db/client';
import { downloadName } from '../../http/download-name';
import { defineJob } from '../../jobs/job';
import { createPollingLoop } from '../../jobs/polling-loop';
import type { JobQueue } from '../../jobs/queue';
import { renderSummaryPdf } from '../../summary-pdf/summary-pdf';
import type { UsersService } from '../users/service';
import type { AnalyticsReadService } from './read-service';
import { summaryInput } from './summary';
import { summaryMailContent } from './summary-mail-texts';
import { createSummaryMailRepository } from './summary-mail-repository';

/** An event that ended longer ago gets no summary mail (docs/decisions/0111-summary-mail-when-the-event-ends.md). */
const SUMMARY_MAIL_LATEST_MS = 7 * 24 * 3600_000;

/** One organiser's summary mail of one event; the figures are read when it is sent. */
const analyticsSummaryMailJob = defineJob('analytics.summary_mail', z.object({ eventId: z.number().int(), userId: z.number().int() }));

type SummaryMailDeps = {
  jobs: JobQueue;
  mail: Mailer;
  analyticsRead: Pick<AnalyticsReadService, 'eventSummary'>;
  users: Pick<UsersService, 'eventOrganisers' | 'findById'>;
  publicUrl: string;
  now: () => Date;
  /** How often each instance looks for events that ended. */
  checkIntervalMs: number;
  log: FastifyBaseLogger;
};

/**
 * The mail each organiser gets once an event has ended (docs/rules/analytics.md#summary-mail): a
 * periodic check on every instance claims each ended event once and queues one job per organiser
 * in the same transaction; the job writes the mail in the organiser's language with the PDF.
 */
export function createSummaryMails(db: Database, deps: SummaryMailDeps) {
  const repository = createSummaryMailRepository(db);

  deps.jobs.handle(analyticsSummaryMailJob, async ({ eventId, userId }) => {
    const user = await deps.users.findById(userId);
    if (!user?.active || user.disabledAt) return;
    const lang = asLanguage(user.lang);
    const found = await deps.analyticsRead.eventSummary(eventId);
    if (!found) return;
    const { event, dashboard, concurrent } = found;
    const summary = summaryInput(lang, event, dashboard, concurrent, deps.now());
    const pdf = await renderSummaryPdf(summary);
    const content = summaryMailContent(summary, user.firstName, `${deps.publicUrl}/event/${eventId}/analytics`, dashboard.uniqueAttendees === 0);
    await deps.mail.send({
      ...composeMail(user.email, content, lang),
      // The same Message-ID if a crash makes the job send again (docs/rules/communications.md#delivery-after-a-crash).
      messageId: `<analytics-summary-${eventId}-${userId}@${new URL(deps.publicUrl).hostname}>`,
      attachments: [{ filename: downloadName(event.name, '-summary.pdf'), content: pdf, contentType: 'application/pdf' }],
    });
  });

  /** Claims every event that ended and is not mailed yet; answers how many this call claimed. */
  async function check(): Promise<number> {
    const at = deps.now();
    let claimed = 0;
    for (const { eventId, companyId } of await repository.endedUnclaimed(at, SUMMARY_MAIL_LATEST_MS)) {
      const organisers = await deps.users.eventOrganisers(companyId, eventId);
      const payloads = organisers.map((organiser) => ({ eventId, userId: organiser.id }));
      if (await repository.claim(eventId, at, (tx) => deps.jobs.enqueueMany(analyticsSummaryMailJob, payloads, tx))) claimed += 1;
    }
    if (claimed > 0) deps.jobs.nudge();
    return claimed;
  }

  const loop = createPollingLoop(check, {
    intervalMs: deps.checkIntervalMs,
    onError: (error) => deps.log.error({ err: error }, 'analytics summary mail check failed'),
  });

  return {
    /** Looks for ended events now, or joins the check under way, and waits (tests). */
    check: loop.runNow,
    start: loop.start,
    stop: loop.stop,
  };
}

export type SummaryMails = ReturnType<typeof createSummaryMails>;
