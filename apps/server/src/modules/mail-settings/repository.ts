import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventMailSettings, events } from '../../db/schema';

export type MailSettingsRow = typeof eventMailSettings.$inferSelect;
export type StoredMailSettings = Omit<typeof eventMailSettings.$inferInsert, 'eventId' | 'updatedAt'>;

/** An event's name with its saved mail settings (null before the first save). */
export type EventMailSettings = { eventName: string; settings: MailSettingsRow | null };

/** The event_mail_settings table; the only file of the module that speaks Drizzle. */
export function createMailSettingsRepository(db: Database) {
  const findQuery = (eventId: number) =>
    db
      .select({ eventName: events.name, settings: eventMailSettings })
      .from(events)
      .leftJoin(eventMailSettings, eq(eventMailSettings.eventId, events.id))
      .where(eq(events.id, eventId));

  return {
    /** Null when the event does not exist (it was deleted). */
    async find(eventId: number): Promise<EventMailSettings | null> {
      const [row] = await findQuery(eventId);
      return row ?? null;
    },

    async save(eventId: number, values: StoredMailSettings, now: Date): Promise<void> {
      await db
        .insert(eventMailSettings)
        .values({ eventId, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: eventMailSettings.eventId, set: { ...values, updatedAt: now } });
    },
  };
}

export type MailSettingsRepository = ReturnType<typeof createMailSettingsRepository>;
