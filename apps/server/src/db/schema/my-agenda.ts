import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { attendeeAccounts } from './attendees';
import { agendaSessions } from './content';
import { events } from './events';

/**
 * The sessions an attendee added to their own agenda (docs/rules/venue.md#my-agenda); one row per
 * account and session, so adding twice is one row. The event is kept beside them so every read is
 * scoped to the attendee's event; a deleted session, account or event takes its rows with it.
 */
export const myAgendaEntries = pgTable(
  'my_agenda_entries',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => agendaSessions.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.sessionId] }), index('my_agenda_entries_session_idx').on(t.sessionId)],
);

/**
 * The private calendar link of an attendee's own agenda (docs/rules/venue.md#my-agenda): one per
 * account, only the SHA-256 of its token stored; a new link replaces the row, so the old one stops.
 */
export const myAgendaFeeds = pgTable(
  'my_agenda_feeds',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('my_agenda_feeds_token_unique').on(t.tokenHash)],
);

/**
 * An attendee's reminders of their own agenda (docs/rules/venue.md#my-agenda): minutes before each
 * session (null: none) and whether by e-mail too; absent until they choose, which is no reminder.
 */
export const myAgendaSettings = pgTable('my_agenda_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
  eventId: integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  minutesBefore: integer('minutes_before'),
  byMail: boolean('by_mail').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every reminder of the own agenda that fell due, once per attendee, session and start: the row is
 * written with its delivery job in one transaction, so a second check (another instance, a restart)
 * finds it and adds nothing; a moved session has a new start and is reminded of again. `mailedAt`
 * says the e-mail went out, so a job run again does not send it twice.
 */
export const myAgendaReminders = pgTable(
  'my_agenda_reminders',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => agendaSessions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.sessionId, t.startsAt] }), index('my_agenda_reminders_session_idx').on(t.sessionId)],
);
