import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventMeetingIntegrations } from '../../db/schema';

export type MeetingIntegrationRow = typeof eventMeetingIntegrations.$inferSelect;
export type StoredMeetingIntegration = Pick<MeetingIntegrationRow, 'enabled' | 'options' | 'secretEncrypted'>;

/** The event_meeting_integrations table; the only file of the module that speaks Drizzle. */
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

    async save(eventId: number, provider: string, values: StoredMeetingIntegration, now: Date): Promise<void> {
      await db
        .insert(eventMeetingIntegrations)
        .values({ eventId, provider, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: [eventMeetingIntegrations.eventId, eventMeetingIntegrations.provider], set: { ...values, updatedAt: now } });
    },
  };
}

export type MeetingIntegrationsRepository = ReturnType<typeof createMeetingIntegrationsRepository>;
