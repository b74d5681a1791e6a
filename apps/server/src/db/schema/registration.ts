import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AttendeeListVisibility, RegistrationAccess, RegistrationFieldSetting } from '@aula/shared';
import { attendeeAccounts } from './attendees';
import { events } from './events';

/**
 * An event's access and registration settings (docs/rules/attendees.md#registration); no row means the
 * defaults (`REGISTRATION_DEFAULTS`): invitation only.
 */
export const eventRegistrationSettings = pgTable('event_registration_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  access: text('access').$type<RegistrationAccess>().notNull(),
  fields: jsonb('fields').$type<RegistrationFieldSetting[]>().notNull(),
  consentText: text('consent_text').notNull(),
  consentVersion: integer('consent_version').notNull(),
  capacity: integer('capacity'),
  waitingList: boolean('waiting_list').notNull(),
  approval: boolean('approval').notNull(),
  attendeeListVisibility: text('attendee_list_visibility').$type<AttendeeListVisibility>().notNull(),
  /** The account groups attendees may filter the people directory by (docs/rules/venue.md#people). */
  publicGroups: jsonb('public_groups').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * pending (address not confirmed), awaiting_approval, waiting (the waiting list), accepted (its
 * account exists or existed) or rejected.
 */
export type RegistrationStatus = 'pending' | 'awaiting_approval' | 'waiting' | 'accepted' | 'rejected';

/**
 * A registration for an event, one per address and event. No account exists before it is accepted;
 * the row keeps the consent the person gave (its text and version, and when).
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    company: text('company').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    lang: text('lang').notNull().default('en'),
    status: text('status').$type<RegistrationStatus>().notNull().default('pending'),
    /** The confirmation link's SHA-256 hash while the address is unconfirmed. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    consentText: text('consent_text').notNull(),
    consentVersion: integer('consent_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The account made from it; null before, and again once the account is deleted (its place is free). */
    accountId: integer('account_id').references(() => attendeeAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registrations_event_email_unique').on(t.eventId, t.email),
    uniqueIndex('registrations_token_hash_unique').on(t.tokenHash),
    index('registrations_event_status_idx').on(t.eventId, t.status, t.confirmedAt, t.id),
  ],
);
