import { z } from 'zod';
import { MY_AGENDA_REMINDER_HORIZON_MINUTES, asLanguage, fixedOffset, formatShownTime, isMyAgendaReminderDue, myAgendaReminderKey, shownZoneName, zonedInstant, type Language } from '@aula/shared';
import type { FastifyBaseLogger } from 'fastify';
import { composeMail } from '../../adapters/mail/compose';
import type { Database } from '../../db/client';
import { defineJob } from '../../jobs/job';
import { createPollingLoop } from '../../jobs/polling-loop';
import type { JobQueue } from '../../jobs/queue';
import type { EventMailers } from '../mail-settings/event-mailers';
import type { NotificationsService } from '../notifications/service';
import { reminderMail, reminderNotification, type ReminderWords } from './reminder-texts';
import { createMyAgendaRemindersRepository, type ReminderSubject } from './reminders-repository';

/** Delivers one reminder of a session of an attendee's own agenda, for the start it fell due for. */
export const myAgendaReminderJob = defineJob('my-agenda.remind', z.object({ accountId: z.number().int(), sessionId: z.number().int(), startMs: z.number().int() }));

export type MyAgendaRemindersDeps = {
  now: () => Date;
  jobs: Pick<JobQueue, 'enqueue' | 'handle' | 'nudge'>;
  notifications: Pick<NotificationsService, 'sendPersonal'>;
  eventMailers: Pick<EventMailers, 'forEvent'>;
  publicUrl: string;
  /** How often each instance looks for reminders that fell due. */
  checkIntervalMs: number;
  log: FastifyBaseLogger;
};

/**
 * Reminders of the sessions of attendees' own agendas (docs/rules/venue.md#my-agenda), built as the
 * event reminders are (docs/decisions/0156-my-agenda-reminders.md): every instance checks
 * periodically for due ones; each due reminder is written once per attendee, session and start
 * with its job, in one transaction, so a second check or a restart adds nothing. The job looks
 * again before it delivers: a session removed from the agenda, deleted, moved or started, or
 * reminders turned off, end it without a word; a moved session falls due anew at its new start.
 */
export function createMyAgendaReminders(db: Database, { now, jobs, notifications, eventMailers, publicUrl, checkIntervalMs, log }: MyAgendaRemindersDeps) {
  const repository = createMyAgendaRemindersRepository(db);

  /** Writes every reminder due now with its job; answers how many it wrote. */
  async function check(): Promise<number> {
    const at = now();
    const candidates = await repository.candidates(at, MY_AGENDA_REMINDER_HORIZON_MINUTES);
    let count = 0;
    for (const { accountId, sessionId, minutesBefore, startMs } of candidates) {
      if (!isMyAgendaReminderDue(startMs, minutesBefore, at.getTime())) continue;
      const payload = { accountId, sessionId, startMs };
      if (await repository.write(accountId, sessionId, new Date(startMs), at, (tx) => jobs.enqueue(myAgendaReminderJob, payload, tx))) count += 1;
    }
    if (count > 0) jobs.nudge();
    return count;
  }

  function wordsOf(subject: ReminderSubject, lang: Language, startMs: number): ReminderWords {
    const zone = fixedOffset(subject.timezoneOffset);
    const pick = (en: string | null, de: string | null) => (lang === 'de' ? de || en : en || de) ?? '';
    return {
      session: pick(subject.titleEn, subject.titleDe),
      time: formatShownTime(startMs, zone),
      zone: shownZoneName(startMs, zone),
      room: pick(subject.roomEn, subject.roomDe),
      minutes: subject.minutesBefore ?? 0,
      eventName: subject.eventName,
    };
  }

  async function deliver({ accountId, sessionId, startMs }: z.infer<typeof myAgendaReminderJob.payload>): Promise<void> {
    const subject = await repository.subject(accountId, sessionId);
    if (!subject || subject.minutesBefore === null) return;
    if (zonedInstant(subject.day, subject.startTime, subject.timezoneOffset) !== startMs || now().getTime() >= startMs) return;
    const en = reminderNotification('en', wordsOf(subject, 'en', startMs));
    const de = reminderNotification('de', wordsOf(subject, 'de', startMs));
    await notifications.sendPersonal(subject.eventId, accountId, myAgendaReminderKey(accountId, sessionId, startMs), {
      titleEn: en.title,
      titleDe: de.title,
      textEn: en.text,
      textDe: de.text,
      roomId: subject.roomId,
      sessionId,
    });
    const startsAt = new Date(startMs);
    if (!subject.byMail || !subject.email || !subject.eventCode || (await repository.mailed(accountId, sessionId, startsAt))) return;
    const lang = asLanguage(subject.lang);
    const url = `${publicUrl}/e/${subject.eventCode}/venue/agenda#session-${sessionId}`;
    const content = reminderMail(lang, { ...wordsOf(subject, lang, startMs), firstName: subject.firstName, url });
    const mailer = await eventMailers.forEvent(subject.eventId);
    // A job run again after the mail went out but before it was noted sends the same Message-ID, which mail clients take for one mail.
    await mailer.send({ ...composeMail(subject.email, content, lang), messageId: `<my-agenda-${accountId}-${sessionId}-${startMs}@${new URL(publicUrl).hostname}>` });
    await repository.markMailed(accountId, sessionId, startsAt, now());
  }

  jobs.handle(myAgendaReminderJob, deliver);

  // A failed check (a lost database connection) is logged; the next poll tries again.
  const loop = createPollingLoop(check, { intervalMs: checkIntervalMs, onError: (error) => log.error({ err: error }, 'my agenda reminder check failed') });

  return {
    /** Looks for due reminders now, or joins the check under way, and waits (tests). */
    check: loop.runNow,
    start: loop.start,
    stop: loop.stop,
  };
}

export type MyAgendaReminders = ReturnType<typeof createMyAgendaReminders>;
