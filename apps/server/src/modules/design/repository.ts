import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { eventDesigns, events, files } from '../../db/schema';

export type DesignRow = typeof eventDesigns.$inferSelect;

/** A saved design with the storage keys of its images (null where no image is chosen). */
export type DesignWithImages = DesignRow & {
  imageKey: string | null;
  logoKey: string | null;
  bannerKey: string | null;
};

export type StoredDesign = Omit<typeof eventDesigns.$inferInsert, 'eventId' | 'updatedAt'>;

const imageFile = alias(files, 'image_file');
const logoFile = alias(files, 'logo_file');
const bannerFile = alias(files, 'banner_file');

/** The event_designs table; the only file of the module that speaks Drizzle. */
export function createDesignRepository(db: Database) {
  return {
    async find(eventId: number): Promise<DesignWithImages | null> {
      const [row] = await db
        .select({
          design: eventDesigns,
          imageKey: imageFile.storageKey,
          logoKey: logoFile.storageKey,
          bannerKey: bannerFile.storageKey,
        })
        .from(eventDesigns)
        .leftJoin(imageFile, eq(imageFile.id, eventDesigns.imageFileId))
        .leftJoin(logoFile, eq(logoFile.id, eventDesigns.logoFileId))
        .leftJoin(bannerFile, eq(bannerFile.id, eventDesigns.bannerFileId))
        .where(eq(eventDesigns.eventId, eventId));
      return row ? { ...row.design, imageKey: row.imageKey, logoKey: row.logoKey, bannerKey: row.bannerKey } : null;
    },

    /**
     * Writes the design and the event's own image address (shown by the events list and the
     * toolbar) in one transaction, so they never disagree.
     */
    async save(eventId: number, design: StoredDesign, eventImageUrl: string | null, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(eventDesigns)
          .values({ eventId, ...design, updatedAt: now })
          .onConflictDoUpdate({ target: eventDesigns.eventId, set: { ...design, updatedAt: now } });
        await tx.update(events).set({ image: eventImageUrl, updatedAt: now }).where(eq(events.id, eventId));
      });
    },
  };
}
