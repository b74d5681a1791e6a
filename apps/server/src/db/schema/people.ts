import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { attendeeAccounts } from './attendees';
import { agendaSessions } from './content';

/**
 * The attendee accounts that speak at a session (docs/rules/venue.md#speakers), in the order the
 * organiser chose. A deleted session or account takes its rows with it; an erased account's rows
 * are removed by the erasure.
 */
export const sessionSpeakers = pgTable(
  'session_speakers',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => agendaSessions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.accountId] }), index('session_speakers_account_idx').on(t.accountId)],
);
