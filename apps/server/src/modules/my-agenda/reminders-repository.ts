import { and, between, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agendaSessions, attendeeAccounts, events, myAgendaEntries, myAgendaReminders, myAgendaSettings, rooms } from '../../db/schema';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export type ReminderSettings = { minutesBefore: number | null; byMail: boolean };

/** A session of an attendee's own agenda whose reminder may fall due soon, with the instant it starts. */
export type ReminderCandidate = { accountId: number; sessionId: number; minutesBefore: number; startMs: number };

/** All a reminder's delivery needs, as things are now. */
export type ReminderSubject = {
  eventId: number;
  eventName: string;
  eventCode: string | null;
  timezoneOffset: number;
  minutesBefore: number | null;
  byMail: boolean;
  email: string | null;
  firstName: string;
  lang: string;
  day: string;
  startTime: string;
  titleEn: string;
  titleDe: string;
  roomId: number | null;
  roomEn: string | null;
  roomDe: string | null;
};

/** The reminders of attendees' own agendas (docs/rules/venue.md#my-agenda): their settings, the due ones and their deliveries. */
export function createMyAgendaRemindersRepository(db: Database) {
  return {
    async settings(eventId: number, accountId: number): Promise<ReminderSettings> {
      const [row] = await db
        .select({ minutesBefore: myAgendaSettings.minutesBefore, byMail: myAgendaSettings.byMail })
        .from(myAgendaSettings)
        .where(and(eq(myAgendaSettings.eventId, eventId), eq(myAgendaSettings.accountId, accountId)));
      return row ?? { minutesBefore: null, byMail: false };
    },

    async saveSettings(eventId: number, accountId: number, values: ReminderSettings, now: Date): Promise<void> {
      await db
        .insert(myAgendaSettings)
        .values({ eventId, accountId, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: myAgendaSettings.accountId, set: { ...values, updatedAt: now } });
    },

    /**
     * The sessions of own agendas with reminders on, of active accounts, that start after `now` and
     * at most `horizonMinutes` later, whose reminder for that start is not written yet. The start is
     * worked out here from the session's wall-clock day and time and the event's offset, so that a
     * check reads only what may fall due now, not every agenda of the next days.
     */
    async candidates(now: Date, horizonMinutes: number): Promise<ReminderCandidate[]> {
      const startsAt = sql<Date>`((${agendaSessions.day}::timestamp + ${agendaSessions.startTime}::time) - ${events.timezoneOffset} * interval '1 minute') at time zone 'UTC'`;
      const nowText = now.toISOString();
      const rows = await db
        .select({
          accountId: myAgendaEntries.accountId,
          sessionId: myAgendaEntries.sessionId,
          minutesBefore: myAgendaSettings.minutesBefore,
          startsAt: sql<string>`${startsAt}`,
        })
        .from(myAgendaEntries)
        .innerJoin(myAgendaSettings, eq(myAgendaSettings.accountId, myAgendaEntries.accountId))
        .innerJoin(agendaSessions, and(eq(agendaSessions.id, myAgendaEntries.sessionId), eq(agendaSessions.eventId, myAgendaEntries.eventId)))
        .innerJoin(events, eq(events.id, myAgendaEntries.eventId))
        .innerJoin(attendeeAccounts, eq(attendeeAccounts.id, myAgendaEntries.accountId))
        .where(
          and(
            isNotNull(myAgendaSettings.minutesBefore),
            // The wall-clock day narrows the search before the start is computed: zones are at most a day apart.
            between(agendaSessions.day, dayOf(now.getTime() - DAY_MS), dayOf(now.getTime() + DAY_MS)),
            sql`${startsAt} > ${nowText}::timestamptz`,
            sql`${startsAt} <= ${nowText}::timestamptz + ${horizonMinutes} * interval '1 minute'`,
            eq(attendeeAccounts.active, true),
            isNull(attendeeAccounts.erasedAt),
            sql`not exists (select 1 from ${myAgendaReminders} where ${myAgendaReminders.accountId} = ${myAgendaEntries.accountId} and ${myAgendaReminders.sessionId} = ${myAgendaEntries.sessionId} and ${myAgendaReminders.startsAt} = ${startsAt})`,
          ),
        );
      return rows.flatMap(({ minutesBefore, startsAt: start, ...row }) => (minutesBefore === null ? [] : [{ ...row, minutesBefore, startMs: new Date(start).getTime() }]));
    },

    /** Writes a due reminder once and, in the same transaction, `then` (its job); false when it was written before. */
    async write(accountId: number, sessionId: number, startsAt: Date, now: Date, then: (tx: Database) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(myAgendaReminders).values({ accountId, sessionId, startsAt, createdAt: now }).onConflictDoNothing().returning({ sessionId: myAgendaReminders.sessionId });
        if (inserted.length === 0) return false;
        await then(tx);
        return true;
      });
    },

    /** The session, the attendee and their settings as they are now; null once the session left their agenda or is gone. */
    async subject(accountId: number, sessionId: number): Promise<ReminderSubject | null> {
      const [row] = await db
        .select({
          eventId: events.id,
          eventName: events.name,
          eventCode: events.code,
          timezoneOffset: events.timezoneOffset,
          minutesBefore: myAgendaSettings.minutesBefore,
          byMail: myAgendaSettings.byMail,
          email: attendeeAccounts.email,
          firstName: attendeeAccounts.firstName,
          lang: attendeeAccounts.lang,
          day: agendaSessions.day,
          startTime: agendaSessions.startTime,
          titleEn: agendaSessions.title,
          titleDe: agendaSessions.titleDe,
          roomId: rooms.id,
          roomEn: rooms.nameEn,
          roomDe: rooms.nameDe,
        })
        .from(myAgendaEntries)
        .innerJoin(agendaSessions, and(eq(agendaSessions.id, myAgendaEntries.sessionId), eq(agendaSessions.eventId, myAgendaEntries.eventId)))
        .innerJoin(events, eq(events.id, myAgendaEntries.eventId))
        .innerJoin(attendeeAccounts, eq(attendeeAccounts.id, myAgendaEntries.accountId))
        .leftJoin(myAgendaSettings, eq(myAgendaSettings.accountId, myAgendaEntries.accountId))
        .leftJoin(rooms, and(eq(rooms.id, agendaSessions.roomId), eq(rooms.visible, true)))
        .where(and(eq(myAgendaEntries.accountId, accountId), eq(myAgendaEntries.sessionId, sessionId), eq(attendeeAccounts.active, true), isNull(attendeeAccounts.erasedAt)));
      return row ? { ...row, byMail: row.byMail ?? false } : null;
    },

    async mailed(accountId: number, sessionId: number, startsAt: Date): Promise<boolean> {
      const [row] = await db
        .select({ mailedAt: myAgendaReminders.mailedAt })
        .from(myAgendaReminders)
        .where(and(eq(myAgendaReminders.accountId, accountId), eq(myAgendaReminders.sessionId, sessionId), eq(myAgendaReminders.startsAt, startsAt)));
      return Boolean(row?.mailedAt);
    },

    async markMailed(accountId: number, sessionId: number, startsAt: Date, now: Date): Promise<void> {
      await db
        .update(myAgendaReminders)
        .set({ mailedAt: now })
        .where(and(eq(myAgendaReminders.accountId, accountId), eq(myAgendaReminders.sessionId, sessionId), eq(myAgendaReminders.startsAt, startsAt)));
    },
  };
}
