import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { events } from './events';

/**
 * An attendee account of one event (docs/rules/attendees.md): people who enter the venue. They are not users of
 * the console: their sign-in, tokens and sessions are their own (docs/rules/roles-and-permissions.md#attendees-and-moderators). An erased
 * account keeps its row, so that activity stays counted, with every personal field emptied.
 */
export const attendeeAccounts = pgTable(
  'attendee_accounts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; unique within the event; null once the account is erased. */
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    company: text('company').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    /** What the attendee writes about themselves for the people directory (docs/rules/venue.md#people). */
    bio: text('bio').notNull().default(''),
    /** The attendee chose not to be listed in the people directory. */
    hiddenFromDirectory: boolean('hidden_from_directory').notNull().default(false),
    /** attendee, speaker, moderator or exhibitor (`ATTENDEE_ROLES` in packages/shared). */
    role: text('role').notNull().default('attendee'),
    /** The language of the account's mails and of the venue for it. */
    lang: text('lang').notNull().default('en'),
    /** Free tags for targeting, trimmed, without duplicates. */
    groups: jsonb('groups').$type<string[]>().notNull().default([]),
    /** The stored photo's file reference (the files module), or null. */
    photo: text('photo'),
    active: boolean('active').notNull().default(true),
    /** argon2id; null until the attendee sets a password through an invitation or a reset. */
    passwordHash: text('password_hash'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** When the person confirmed the registration this account was made from; null for accounts the organiser made. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    firstSignedInAt: timestamp('first_signed_in_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendee_accounts_event_email_unique').on(t.eventId, t.email),
    index('attendee_accounts_event_name_idx').on(t.eventId, t.lastName, t.firstName, t.id),
    // The analytics reads walk an event's accounts in id order, a page at a time (docs/rules/performance.md#analytics).
    index('attendee_accounts_event_id_idx').on(t.eventId, t.id),
  ],
);

/**
 * Every token an attendee holds, by kind: `session` (an access token of the venue), `invite` (the
 * mailed personal link), `reset` (a password reset link) and `socket` (a one-time socket ticket).
 * Only SHA-256 hashes are stored. Organiser tokens live in `auth_tokens`, so one kind can never be
 * taken for the other.
 */
export const attendeeTokens = pgTable(
  'attendee_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'session' | 'invite' | 'reset' | 'socket'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For a socket ticket: the session it was issued to, so the socket ends with that session. */
    sessionTokenId: integer('session_token_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendee_tokens_hash_unique').on(t.tokenHash),
    index('attendee_tokens_account_kind_idx').on(t.accountId, t.kind),
  ],
);

/**
 * An account import (docs/rules/attendees.md#account-import): the rows the organiser confirmed, applied by a background job in
 * one transaction. The browser finds a running import again by its event; the result stays.
 */
export const accountImports = pgTable(
  'account_imports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** running, success, error or trial (the statuses of `importAccounts`, docs/rules/calls.md#socket-messages). */
    status: text('status').$type<'running' | 'success' | 'error' | 'trial'>().notNull().default('running'),
    /** What to do with rows whose address already has an account: `update` or `skip`. */
    existing: text('existing').$type<'update' | 'skip'>().notNull(),
    rows: jsonb('rows').notNull(),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('account_imports_event_idx').on(t.eventId, t.createdAt)],
);
