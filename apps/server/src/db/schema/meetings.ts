import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events';

/** The non-secret settings of one provider; which apply depends on the provider. */
export type MeetingIntegrationOptions = { serverUrl: string; appId: string; checksum: 'sha256' | 'sha1' };

/**
 * One video-meeting provider of an event (docs/rules/rooms-and-agenda.md#meeting-integrations), one row per event
 * and provider. The secret (Jitsi's JWT secret, BigBlueButton's shared secret, Zoom's SDK secret) is sealed with the
 * secrets key like the mail settings' password: `v1:<iv>:<tag>:<ciphertext>`, or null.
 */
export const eventMeetingIntegrations = pgTable(
  'event_meeting_integrations',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** `MEETING_INTEGRATIONS` in packages/shared. */
    provider: text('provider').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    options: jsonb('options').$type<MeetingIntegrationOptions>().notNull(),
    secretEncrypted: text('secret_encrypted'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.provider] })],
);
