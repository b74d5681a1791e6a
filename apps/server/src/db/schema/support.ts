import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * The one row of the support's settings (docs/decisions/0136-support-modes.md): which support the
 * console's Help button opens, and each provider's ids. No row means the default, built in.
 */
export const supportSettings = pgTable(
  'support_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** 'off', 'builtin', 'chatwoot' or 'crisp'. */
    mode: text('mode').notNull(),
    chatwootWebsiteToken: text('chatwoot_website_token').notNull().default(''),
    chatwootBaseUrl: text('chatwoot_base_url').notNull().default(''),
    crispWebsiteId: text('crisp_website_id').notNull().default(''),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('support_settings_single_row', sql`${t.id} = 1`)],
);
