import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { rooms } from './content';
import { attendeeAccounts } from './attendees';
import { files } from './files';

/**
 * The booth content of an expo room (docs/rules/rooms-and-agenda.md#expo-booths): one row per room
 * that has any; it goes with its room. Links are kept as the validated list of label and address.
 */
export const expoBooths = pgTable('expo_booths', {
  roomId: integer('room_id')
    .primaryKey()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  logoFileId: integer('logo_file_id').references(() => files.id),
  description: text('description').notNull().default(''),
  links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The library files a booth offers to download, in the order the organiser chose; a file in use here cannot be deleted. */
export const expoBoothFiles = pgTable(
  'expo_booth_files',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.fileId] }), index('expo_booth_files_file_idx').on(t.fileId)],
);

/**
 * The contacts attendees leave at a booth (docs/rules/venue.md#booth-leads): one per attendee and
 * booth, with the consent they gave (its version and when). Withdrawing deletes the row; a deleted
 * room or account takes its rows with it, and the erasure of an account deletes its rows.
 */
export const boothLeads = pgTable(
  'booth_leads',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    consentVersion: integer('consent_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.accountId] }), index('booth_leads_account_idx').on(t.accountId)],
);
