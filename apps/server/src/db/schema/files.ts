import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { events } from './events';

/**
 * An image of a company's library (docs/rules/uploads.md#library). The bytes live in the storage adapter under
 * `storageKey`, a random name that is also the public address, so a file is reachable only by
 * whoever was given its link. `origin` tells library uploads from rich-text editor uploads, which
 * belong to the event they were made in, from attendee photos (docs/rules/uploads.md#photos), which belong to one
 * account of the event and go with it, and from social wall posts' images (docs/rules/communications.md#social-wall), which belong
 * to their post.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    origin: text('origin').$type<'library' | 'editor' | 'photo' | 'wall'>().notNull().default('library'),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_storage_key_unique').on(t.storageKey), index('files_company_idx').on(t.companyId, t.createdAt)],
);
