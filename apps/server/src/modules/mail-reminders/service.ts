import {
  MAIL_REMINDER_DEFAULT_MINUTES,
  MAIL_REMINDER_KINDS,
  MAIL_REMINDER_MINUTES_MAX,
  reminderKeyOf,
  zonedInstant,
  type MailReminderKind,
  type MailReminders,
} from '@aula/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { validationFailed } from '../../http/domain-error';
import { createPollingLoop } from '../../jobs/polling-loop';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import type { MailSendsService } from '../mail-sends/service';
import { isReminderDue } from './due';
import { createMailRemindersRepository } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role' | 'lang'>;

export type MailRemindersDeps = {
  now: () => Date;
  events: Pick<EventsService, 'requireOwned'>;
  mailSends: Pick<MailSendsService, 'createReminder'>;
  /** How often each instance looks for reminders that fell due. */
  checkIntervalMs: number;
  log: FastifyBaseLogger;
};

/** A reminder is due at most this long before its event starts. */
const HORIZON_MS = MAIL_REMINDER_MINUTES_MAX * 60_000;

/**
 * The event's automatic reminders (docs/rules/communications.md#reminders): the settings, and a check that every instance runs
 * periodically. The check creates each due reminder's send through the mail-sends service, so
 * recipients, the worker, the outbox and retries are a send's; the unique `reminderKey` per event
 * makes a second creation (another instance, a restart after kill -9) a no-op.
 */
export function createMailRemindersService(db: Database, { now, events, mailSends, checkIntervalMs, log }: MailRemindersDeps) {
  const repository = createMailRemindersRepository(db);

  async function read(eventId: number): Promise<MailReminders> {
    const rows = await repository.list(eventId);
    const of = (kind: MailReminderKind) => {
      const row = rows.find((candidate) => candidate.kind === kind);
      return row
        ? { enabled: row.enabled, templateId: row.templateId, minutesBefore: row.minutesBefore }
        : { enabled: false, templateId: null, minutesBefore: MAIL_REMINDER_DEFAULT_MINUTES[kind] };
    };
    return { event: of('event'), session: of('session') };
  }

  /** Creates the sends of every reminder due now; answers how many it created. */
  async function check(): Promise<number> {
    const at = now();
    const candidates = await repository.candidates(at, HORIZON_MS);
    const eventIds = [...new Set(candidates.map((candidate) => candidate.eventId))];
    const [sessions, sent] = await Promise.all([
      repository.sessions(candidates.filter((candidate) => candidate.kind === 'session').map((candidate) => candidate.eventId)),
      repository.sentKeys(eventIds),
    ]);
    const due: { eventId: number; templateId: number; key: string }[] = [];
    for (const candidate of candidates) {
      const starts =
        candidate.kind === 'event'
          ? [{ key: reminderKeyOf('event'), start: candidate.startAt.getTime() }]
          : sessions
              .filter((session) => session.eventId === candidate.eventId)
              .map((session) => ({ key: reminderKeyOf('session', session.id), start: zonedInstant(session.day, session.startTime, candidate.timezoneOffset) }));
      for (const { key, start } of starts) {
        if (!sent.has(`${candidate.eventId}/${key}`) && isReminderDue(start, candidate.minutesBefore, at.getTime())) {
          due.push({ eventId: candidate.eventId, templateId: candidate.templateId, key });
        }
      }
    }
    let created = 0;
    for (const reminder of due) {
      if (await mailSends.createReminder(reminder.eventId, reminder.templateId, reminder.key)) created += 1;
    }
    return created;
  }

  // A failed check (a lost database connection) is logged; the next poll tries again.
  const loop = createPollingLoop(check, { intervalMs: checkIntervalMs, onError: (error) => log.error({ err: error }, 'mail reminder check failed') });

  return {
    async get(user: Caller, eventId: number): Promise<MailReminders> {
      await events.requireOwned(user, eventId);
      return read(eventId);
    },

    /** Saves both reminders; an enabled one needs a template, and any template must be the event's own. */
    async save(user: Caller, eventId: number, body: MailReminders): Promise<MailReminders> {
      await events.requireOwned(user, eventId);
      const fields: Record<string, string> = {};
      for (const kind of MAIL_REMINDER_KINDS) {
        const { enabled, templateId } = body[kind];
        if (templateId === null ? enabled : !(await repository.isEventTemplate(eventId, templateId))) fields[`${kind}.templateId`] = 'validation.required';
      }
      if (Object.keys(fields).length > 0) throw validationFailed(fields);
      await repository.save(
        MAIL_REMINDER_KINDS.map((kind) => ({ eventId, kind, ...body[kind] })),
        now(),
      );
      return read(eventId);
    },

    /** Looks for due reminders now, or joins the check under way, and waits (tests). */
    check: loop.runNow,

    start: loop.start,
    stop: loop.stop,
  };
}

export type MailRemindersService = ReturnType<typeof createMailRemindersService>;
