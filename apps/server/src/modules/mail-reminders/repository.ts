import type { MailReminderKind } from '@aula/shared';
import { and, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agendaSessions, events, mailReminders, mailSends, mailTemplates } from '../../db/schema';

export type MailReminderRow = typeof mailReminders.$inferSelect;

/** An enabled reminder of a published event that may fall due soon, with the event's start and zone. */
export type ReminderCandidate = {
  eventId: number;
  kind: MailReminderKind;
  templateId: number;
  minutesBefore: number;
  startAt: Date;
  timezoneOffset: number;
};

/** The event's reminder settings and what the scheduler reads; the module's only Drizzle file. */
export function createMailRemindersRepository(db: Database) {
  return {
    async list(eventId: number): Promise<MailReminderRow[]> {
      return db.select().from(mailReminders).where(eq(mailReminders.eventId, eventId));
    },

    async isEventTemplate(eventId: number, templateId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: mailTemplates.id })
        .from(mailTemplates)
        .where(and(eq(mailTemplates.id, templateId), eq(mailTemplates.eventId, eventId)));
      return row !== undefined;
    },

    async save(rows: Omit<MailReminderRow, 'updatedAt'>[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        for (const row of rows) {
          await tx
            .insert(mailReminders)
            .values({ ...row, updatedAt: now })
            .onConflictDoUpdate({
              target: [mailReminders.eventId, mailReminders.kind],
              set: { templateId: row.templateId, minutesBefore: row.minutesBefore, enabled: row.enabled, updatedAt: now },
            });
        }
      });
    },

    /**
     * Enabled reminders with a template, of published events that have not ended and start within
     * `horizonMs`: every reminder that can fall due now is among them (a session lies within its event).
     */
    async candidates(now: Date, horizonMs: number): Promise<ReminderCandidate[]> {
      return db
        .select({
          eventId: mailReminders.eventId,
          kind: mailReminders.kind,
          templateId: sql<number>`${mailReminders.templateId}`,
          minutesBefore: mailReminders.minutesBefore,
          startAt: events.startAt,
          timezoneOffset: events.timezoneOffset,
        })
        .from(mailReminders)
        .innerJoin(events, eq(events.id, mailReminders.eventId))
        .where(
          and(
            eq(mailReminders.enabled, true),
            isNotNull(mailReminders.templateId),
            isNotNull(events.code),
            gt(events.endAt, now),
            lte(events.startAt, new Date(now.getTime() + horizonMs)),
          ),
        );
    },

    async sessions(eventIds: number[]) {
      if (eventIds.length === 0) return [];
      return db
        .select({ id: agendaSessions.id, eventId: agendaSessions.eventId, day: agendaSessions.day, startTime: agendaSessions.startTime })
        .from(agendaSessions)
        .where(inArray(agendaSessions.eventId, eventIds));
    },

    /** The reminder keys the events' sends already carry, as `{eventId}/{key}`. */
    async sentKeys(eventIds: number[]): Promise<Set<string>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db
        .select({ eventId: mailSends.eventId, key: mailSends.reminderKey })
        .from(mailSends)
        .where(and(inArray(mailSends.eventId, eventIds), isNotNull(mailSends.reminderKey)));
      return new Set(rows.map((row) => `${row.eventId}/${row.key}`));
    },
  };
}

export type MailRemindersRepository = ReturnType<typeof createMailRemindersRepository>;
