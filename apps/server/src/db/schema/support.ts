import type { SupportMode } from '@aula/shared';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies, users } from './accounts';

/**
 * The one row of the support's settings (docs/decisions/0136-support-modes.md): which support the
 * console's Help button opens, and each provider's ids. No row means the default, built in.
 */
export const supportSettings = pgTable(
  'support_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** 'off', 'builtin', 'chatwoot' or 'crisp'; only the settings' schema-checked save writes it. */
    mode: text('mode').$type<SupportMode>().notNull(),
    chatwootWebsiteToken: text('chatwoot_website_token').notNull().default(''),
    chatwootBaseUrl: text('chatwoot_base_url').notNull().default(''),
    crispWebsiteId: text('crisp_website_id').notNull().default(''),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('support_settings_single_row', sql`${t.id} = 1`)],
);

/** A company's conversation with the product's staff in built-in support; one per company. */
export const supportConversations = pgTable('support_conversations', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
  /** The newest of the company's messages the staff have opened; later ones are unread. */
  staffReadMessageId: integer('staff_read_message_id').notNull().default(0),
});

/** A message in built-in support: by one of the company's users, or by staff (`fromStaff`). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => supportConversations.companyId, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_company_idx').on(t.companyId, t.id)],
);
