import type { PlaceComponent } from '@aula/shared';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * An event of a company. Dates and times are kept as the organiser entered them (`YYYY-MM-DD`,
 * `HH:mm`) in the event's own fixed-offset zone; the instants derived from them by the shared
 * rules are stored beside them so that lists sort and filter in UTC.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Set when the event is published; null for a draft. */
    code: text('code'),
    location: text('location').notNull(),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    address: jsonb('address').$type<PlaceComponent[]>().notNull().default([]),
    language: text('language').notNull().default('en'),
    /** Minutes east of UTC. */
    timezoneOffset: integer('timezone_offset').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    endTime: text('end_time').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    closingTime: text('closing_time').notNull(),
    closingAt: timestamp('closing_at', { withTimezone: true }).notNull(),
    /** The start as saved before the event went live; the live lock compares the clock with it. */
    originalStartDate: date('original_start_date', { mode: 'string' }),
    originalStartTime: text('original_start_time'),
    conditions: text('conditions').notNull().default(''),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_code_unique').on(t.code), index('events_company_start_idx').on(t.companyId, t.startAt, t.id)],
);
