import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { rooms } from './content';
import { events } from './events';

/** An admin consent started from the console: the hash of its state, whose it is, and until when it counts. */
export type TeamsConsentRequest = { stateHash: string; userId: number; tokenId: number; expiresAt: string };

/** The non-secret settings of one provider; which apply depends on the provider (Teams: the fields from `tenantId` on). */
export type MeetingIntegrationOptions = {
  serverUrl: string;
  appId: string;
  checksum: 'sha256' | 'sha1';
  tenantId?: string;
  organiser?: string;
  consent?: { state: 'none' | 'waiting' | 'granted' | 'refused'; error: string };
  consentRequest?: TeamsConsentRequest | null;
};

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

/**
 * The meeting a provider created for a room, where the provider chooses its id (Teams' online
 * meetings): one per room and provider, inserted only if absent so that two first joins at once
 * share the winner's (docs/decisions/0134-teams-meetings-kept-per-room.md).
 */
export const roomMeetings = pgTable(
  'room_meetings',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id of the meeting. */
    meetingId: text('meeting_id').notNull(),
    joinUrl: text('join_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.provider] })],
);
