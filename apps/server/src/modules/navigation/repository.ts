import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { navigationItems } from '../../db/schema';

export type NavigationRow = typeof navigationItems.$inferSelect;
export type StoredNavigationItem = Omit<typeof navigationItems.$inferInsert, 'id' | 'eventId' | 'position'>;

/** The navigation_items table; the only file of the module that speaks Drizzle. */
export function createNavigationRepository(db: Database) {
  return {
    /** The saved menu in order; empty while the event uses the default menu. */
    async list(eventId: number): Promise<NavigationRow[]> {
      return db
        .select()
        .from(navigationItems)
        .where(eq(navigationItems.eventId, eventId))
        .orderBy(asc(navigationItems.position), asc(navigationItems.id));
    },

    /** Replaces the whole menu with `items` in their order, in one transaction. */
    async replace(eventId: number, items: StoredNavigationItem[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(navigationItems).where(eq(navigationItems.eventId, eventId));
        if (items.length > 0) {
          await tx.insert(navigationItems).values(items.map((item, position) => ({ ...item, eventId, position })));
        }
      });
    },
  };
}
