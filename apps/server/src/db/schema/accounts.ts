import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An organiser's organisation; created at sign-up with the signing-up user as owner. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 'trial' or 'licensed' (docs/rules/billing.md#licence-and-trial). */
  license: text('license').notNull().default('trial'),
  licenseDescription: text('license_description').notNull().default(''),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** The plan of a licence (`PLANS` in packages/shared); null on a trial. */
  plan: text('plan'),
  /** When a licence ends unless renewed; null for one without end (granted by an admin). */
  licenseEndsAt: timestamp('license_ends_at', { withTimezone: true }),
  /** 'sandbox' or 'stripe' and the provider's customer id, once the company has paid (docs/rules/billing.md#card-payments). */
  paymentProvider: text('payment_provider'),
  paymentCustomerId: text('payment_customer_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; unique across the product. */
    email: text('email').notNull(),
    /** argon2id; null for an invited account that has not set a password yet. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    image: text('image'),
    lang: text('lang').notNull().default('en'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The user's role in the company: 'owner', 'manager' or 'host' (`COMPANY_ROLES` in packages/shared). */
    role: text('role').notNull().default('owner'),
    /** Whether the address was confirmed (activation or invitation); see `disabledAt` for an owner's deactivation. */
    active: boolean('active').notNull().default(false),
    /** Set when an owner deactivated the user: no sign-in, no session, until activated again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** A new address waiting for its mailed confirmation (docs/rules/accounts-and-sign-in.md#changing-the-e-mail-address); the old one counts until then. */
    pendingEmail: text('pending_email'),
    sendInvite: boolean('send_invite').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_company_idx').on(t.companyId)],
);

/** Access tokens: only the SHA-256 of the opaque token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** Single-use e-mailed or one-time tokens: e-mail verification, password reset, invitation, socket ticket. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the token stands for beyond its user, e.g. the new address of an e-mail change. */
    payload: text('payload'),
    tokenHash: text('token_hash').notNull(),
    /** The access token a socket ticket was issued to, so the socket ends with that session. */
    authTokenId: integer('auth_token_id').references(() => authTokens.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash),
    index('one_time_tokens_user_kind_idx').on(t.userId, t.kind),
  ],
);

/** Fixed-window counters for rate limits, shared by every server instance on the same database. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
