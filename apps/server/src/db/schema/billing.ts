import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { events } from './events';

/** The events a host user may open (docs/rules/roles-and-permissions.md#company-roles); owners and managers reach every event of the company. */
export const eventHosts = pgTable(
  'event_hosts',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_hosts_user_idx').on(t.userId)],
);

/**
 * A company's paid subscription as the payment provider reports it (docs/rules/billing.md#card-payments). Only verified
 * webhooks write it; `lastEventAt` is the provider's time of the newest event applied, so an
 * older event arriving late changes nothing.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    plan: text('plan').notNull(),
    /** 'month' or 'year'. */
    interval: text('interval').notNull(),
    /** 'active', 'past_due' or 'ended'. */
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** Renews at the period's end ('Activated') or ends then ('Deactivated'); docs/rules/billing.md#billing-page. */
    autoRenew: boolean('auto_renew').notNull().default(true),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_unique').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_company_idx').on(t.companyId),
  ],
);

/** A paid invoice of a subscription, as the provider reported it. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    number: text('number').notNull(),
    /** In the currency's smallest unit (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The provider's page of the invoice, if it has one. */
    hostedUrl: text('hosted_url'),
  },
  (t) => [
    uniqueIndex('invoices_provider_id_unique').on(t.provider, t.providerInvoiceId),
    index('invoices_company_idx').on(t.companyId, t.issuedAt),
  ],
);

/** A card payment started from the subscription prompt; the return pages read its outcome. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    plan: text('plan').notNull(),
    interval: text('interval').notNull(),
    /** 'open', 'paid', 'failed' or 'expired'. */
    status: text('status').notNull().default('open'),
    /** The provider's reason when a payment failed (e.g. the card was declined). */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('checkout_sessions_provider_id_unique').on(t.provider, t.providerSessionId)],
);

/**
 * The webhook ledger (docs/rules/billing.md#card-payments): one row per provider event id, written in the transaction that
 * applies the event, so a replay finds its row and changes nothing.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The provider's creation time of the event. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    /** What applying it did: 'applied' or 'ignored' (stale or unknown), for support. */
    outcome: text('outcome').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** An admin's change of a company's licence (docs/rules/billing.md#system-settings), kept for support. */
export const licenseChanges = pgTable(
  'license_changes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'extend_trial', 'grant_license' or 'end_license'. */
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('license_changes_company_idx').on(t.companyId, t.createdAt)],
);
