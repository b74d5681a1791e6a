import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customCssVersions, events, users } from '../../db/schema';

/** A saved version with the name of who saved it (empty when that user is gone). */
export type CustomCssVersionRow = {
  version: number;
  css: string;
  sanitizedCss: string;
  savedAt: Date;
  savedByName: string;
};

export type NewCustomCssVersion = { css: string; sanitizedCss: string; savedBy: number; savedAt: Date };

/** The custom_css_versions table; the only file of the module that speaks Drizzle. */
export function createCustomCssRepository(db: Database) {
  return {
    /** The newest versions first, at most `limit`. */
    async versions(eventId: number, limit: number): Promise<CustomCssVersionRow[]> {
      return db
        .select({
          version: customCssVersions.version,
          css: customCssVersions.css,
          sanitizedCss: customCssVersions.sanitizedCss,
          savedAt: customCssVersions.savedAt,
          savedByName: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`,
        })
        .from(customCssVersions)
        .leftJoin(users, eq(users.id, customCssVersions.savedBy))
        .where(eq(customCssVersions.eventId, eventId))
        .orderBy(desc(customCssVersions.version))
        .limit(limit);
    },

    async version(eventId: number, version: number): Promise<{ css: string } | null> {
      const [row] = await db
        .select({ css: customCssVersions.css })
        .from(customCssVersions)
        .where(and(eq(customCssVersions.eventId, eventId), eq(customCssVersions.version, version)));
      return row ?? null;
    },

    /** The number of the version in use (the newest), without its text. */
    async currentVersion(eventId: number): Promise<number | null> {
      const [row] = await db
        .select({ version: customCssVersions.version })
        .from(customCssVersions)
        .where(eq(customCssVersions.eventId, eventId))
        .orderBy(desc(customCssVersions.version))
        .limit(1);
      return row?.version ?? null;
    },

    /** The version in use of the published event with this code (stored upper-case): its number and sanitised text. */
    async currentOfCode(code: string): Promise<{ version: number; sanitizedCss: string } | null> {
      const [row] = await db
        .select({ version: customCssVersions.version, sanitizedCss: customCssVersions.sanitizedCss })
        .from(customCssVersions)
        .innerJoin(events, eq(events.id, customCssVersions.eventId))
        .where(eq(events.code, code))
        .orderBy(desc(customCssVersions.version))
        .limit(1);
      return row ?? null;
    },

    /** The sanitised text of the version in use. */
    async currentText(eventId: number): Promise<string | null> {
      const [row] = await db
        .select({ sanitizedCss: customCssVersions.sanitizedCss })
        .from(customCssVersions)
        .where(eq(customCssVersions.eventId, eventId))
        .orderBy(desc(customCssVersions.version))
        .limit(1);
      return row?.sanitizedCss ?? null;
    },

    /**
     * Adds the next version and drops those beyond the newest `keep`. The event's row is locked
     * first, so two saves at once number their versions one after the other.
     */
    async add(eventId: number, row: NewCustomCssVersion, keep: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
        const [last] = await tx
          .select({ version: sql<number>`coalesce(max(${customCssVersions.version}), 0)` })
          .from(customCssVersions)
          .where(eq(customCssVersions.eventId, eventId));
        const version = Number(last?.version ?? 0) + 1;
        await tx.insert(customCssVersions).values({ eventId, version, ...row });
        await tx.delete(customCssVersions).where(and(eq(customCssVersions.eventId, eventId), lt(customCssVersions.version, version - keep + 1)));
      });
    },
  };
}
