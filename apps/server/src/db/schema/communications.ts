import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { attendeeAccounts } from './attendees';
import { agendaSessions, rooms } from './content';
import { events } from './events';

/**
 * An e-mail template (docs/rules/communications.md#e-mail-templates): a company's, in its library, when `eventId` is null, else one
 * event's. Subject and body in English and German; the body is sanitised rich text holding
 * placeholders such as `{{firstName}}` (`MAIL_PLACEHOLDERS` in packages/shared).
 */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subjectEn: text('subject_en').notNull().default(''),
    subjectDe: text('subject_de').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyDe: text('body_de').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_templates_company_event_idx').on(t.companyId, t.eventId, t.name)],
);

/**
 * The event's mail settings (docs/rules/communications.md#mail-settings): who mails come from, where replies go and, optionally,
 * the event's own SMTP server. The password is encrypted at rest (AES-256-GCM, key from the
 * environment) and never leaves the server.
 */
export const eventMailSettings = pgTable('event_mail_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  senderName: text('sender_name').notNull().default(''),
  senderEmail: text('sender_email').notNull().default(''),
  replyTo: text('reply_to').notNull().default(''),
  smtpEnabled: boolean('smtp_enabled').notNull().default(false),
  smtpHost: text('smtp_host').notNull().default(''),
  smtpPort: integer('smtp_port'),
  /** none, starttls or tls. */
  smtpSecurity: text('smtp_security').$type<'none' | 'starttls' | 'tls'>().notNull().default('starttls'),
  smtpUser: text('smtp_user').notNull().default(''),
  /** `v1:<iv>:<tag>:<ciphertext>` in base64url, or null when there is none. */
  smtpPasswordEncrypted: text('smtp_password_encrypted'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One sending of a template to an audience (docs/rules/communications.md#sending-templates). The template's words are copied at
 * creation, so later edits never change what a scheduled or running send says. `reminderKey`
 * marks an automatic reminder (`event` or `session:{id}`), at most one per event and key.
 */
export const mailSends = pgTable(
  'mail_sends',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => mailTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    subjectEn: text('subject_en').notNull(),
    subjectDe: text('subject_de').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyDe: text('body_de').notNull(),
    /** The attendee selection (ids, or a filter) as the console chose it. */
    audience: jsonb('audience').notNull(),
    /** scheduled, queued (recipients being listed), sending, done or cancelled. */
    status: text('status').$type<'scheduled' | 'queued' | 'sending' | 'done' | 'cancelled'>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    reminderKey: text('reminder_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_sends_event_idx').on(t.eventId, t.createdAt),
    uniqueIndex('mail_sends_reminder_unique').on(t.eventId, t.reminderKey),
  ],
);

/**
 * Each recipient of a send and where their mail stands: queued, sending (claimed, with a lease),
 * sent, failed (with the reason) or bounced (the server refused the address). This table is the
 * send's own queue: workers claim rows with `FOR UPDATE SKIP LOCKED`.
 */
export const mailSendRecipients = pgTable(
  'mail_send_recipients',
  {
    id: serial('id').primaryKey(),
    sendId: integer('send_id')
      .notNull()
      .references(() => mailSends.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => attendeeAccounts.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    status: text('status').$type<'queued' | 'sending' | 'sent' | 'failed' | 'bounced'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimId: uuid('claim_id'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_send_recipients_send_account_unique').on(t.sendId, t.accountId),
    index('mail_send_recipients_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_send_recipients_send_status_idx').on(t.sendId, t.status),
  ],
);

/** Automatic reminders (docs/rules/communications.md#reminders): a template sent a number of minutes before the event or each session. */
export const mailReminders = pgTable(
  'mail_reminders',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** event or session. */
    kind: text('kind').$type<'event' | 'session'>().notNull(),
    templateId: integer('template_id').references(() => mailTemplates.id, { onDelete: 'set null' }),
    minutesBefore: integer('minutes_before').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.kind] })],
);

/**
 * An in-app notification for the venue (docs/rules/communications.md#in-app-notifications): title and text in both languages, an
 * optional link to a room or a session, an audience, sent now or at a time.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull().default(''),
    titleDe: text('title_de').notNull().default(''),
    textEn: text('text_en').notNull().default(''),
    textDe: text('text_de').notNull().default(''),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    sessionId: integer('session_id').references(() => agendaSessions.id, { onDelete: 'set null' }),
    /** Everyone, a role, a group, hand-picked accounts, or the attendees of a room. */
    audience: jsonb('audience').notNull(),
    /** draft, scheduled, sent or cancelled. */
    status: text('status').$type<'draft' | 'scheduled' | 'sent' | 'cancelled'>().notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipientCount: integer('recipient_count').notNull().default(0),
    /**
     * Set on a notification the product sends one attendee of its own accord (a reminder of their own
     * agenda, docs/rules/venue.md#my-agenda): unique, so a job run again writes it once; the console's list leaves these out.
     */
    personalKey: text('personal_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_event_idx').on(t.eventId, t.createdAt), uniqueIndex('notifications_personal_key_unique').on(t.personalKey)],
);

/** Who a sent notification reached: one row per attendee of its audience, delivered and read when they were. */
export const notificationReceipts = pgTable(
  'notification_receipts',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.accountId] }), index('notification_receipts_account_idx').on(t.accountId, t.notificationId)],
);
