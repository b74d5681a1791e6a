import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventMeetingIntegrations, roomMeetings, rooms, type MeetingIntegrationOptions } from '../../db/schema';

export type MeetingIntegrationRow = typeof eventMeetingIntegrations.$inferSelect;
export type RoomMeeting = Pick<typeof roomMeetings.$inferSelect, 'meetingId' | 'joinUrl'>;
type StoredMeetingIntegration = Pick<MeetingIntegrationRow, 'enabled' | 'options' | 'secretEncrypted'>;

/** The event_meeting_integrations and room_meetings tables; the only file of the module that speaks Drizzle. */
export function createMeetingIntegrationsRepository(db: Database) {
  return {
    async listForEvent(eventId: number): Promise<MeetingIntegrationRow[]> {
      return db.select().from(eventMeetingIntegrations).where(eq(eventMeetingIntegrations.eventId, eventId));
    },

    async find(eventId: number, provider: string): Promise<MeetingIntegrationRow | null> {
      const [row] = await db
        .select()
        .from(eventMeetingIntegrations)
        .where(and(eq(eventMeetingIntegrations.eventId, eventId), eq(eventMeetingIntegrations.provider, provider)));
      return row ?? null;
    },

    /**
     * Stores a provider's settings; with `dropRoomMeetings`, in the same transaction, forgets the
     * meetings the event's rooms keep with this provider, so that the next join creates new ones.
     */
    async save(eventId: number, provider: string, values: StoredMeetingIntegration, now: Date, { dropRoomMeetings = false } = {}): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(eventMeetingIntegrations)
          .values({ eventId, provider, ...values, updatedAt: now })
          .onConflictDoUpdate({ target: [eventMeetingIntegrations.eventId, eventMeetingIntegrations.provider], set: { ...values, updatedAt: now } });
        if (!dropRoomMeetings) return;
        const eventRooms = tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.eventId, eventId));
        await tx.delete(roomMeetings).where(and(eq(roomMeetings.provider, provider), inArray(roomMeetings.roomId, eventRooms)));
      });
    },

    /** Replaces a saved provider's options (the Teams consent), leaving its switch and secret as they are. */
    async saveOptions(eventId: number, provider: string, options: MeetingIntegrationOptions, now: Date): Promise<void> {
      await db
        .update(eventMeetingIntegrations)
        .set({ options, updatedAt: now })
        .where(and(eq(eventMeetingIntegrations.eventId, eventId), eq(eventMeetingIntegrations.provider, provider)));
    },

    /**
     * Stores a consent's outcome and drops its state, only while the consent with this state hash is
     * still the one stored: of two answers with the same state, one is recorded. Answers whether it was.
     */
    async finishConsent(eventId: number, stateHash: string, consent: NonNullable<MeetingIntegrationOptions['consent']>, now: Date): Promise<boolean> {
      // Merged into the stored options, so that a save of the other fields meanwhile is kept.
      const outcome = JSON.stringify({ consent, consentRequest: null });
      const updated = await db
        .update(eventMeetingIntegrations)
        .set({ options: sql`${eventMeetingIntegrations.options} || ${outcome}::jsonb`, updatedAt: now })
        .where(
          and(
            eq(eventMeetingIntegrations.eventId, eventId),
            eq(eventMeetingIntegrations.provider, 'teams'),
            sql`${eventMeetingIntegrations.options} -> 'consentRequest' ->> 'stateHash' = ${stateHash}`,
          ),
        )
        .returning({ eventId: eventMeetingIntegrations.eventId });
      return updated.length > 0;
    },

    async findRoomMeeting(roomId: number, provider: string): Promise<RoomMeeting | null> {
      const [row] = await db
        .select({ meetingId: roomMeetings.meetingId, joinUrl: roomMeetings.joinUrl })
        .from(roomMeetings)
        .where(and(eq(roomMeetings.roomId, roomId), eq(roomMeetings.provider, provider)));
      return row ?? null;
    },

    /** Keeps the room's meeting unless one is kept already; answers whether this one was kept. */
    async keepRoomMeetingIfAbsent(roomId: number, provider: string, meeting: RoomMeeting, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(roomMeetings)
        .values({ roomId, provider, ...meeting, createdAt: now })
        .onConflictDoNothing({ target: [roomMeetings.roomId, roomMeetings.provider] })
        .returning({ roomId: roomMeetings.roomId });
      return inserted.length > 0;
    },
  };
}

export type MeetingIntegrationsRepository = ReturnType<typeof createMeetingIntegrationsRepository>;
