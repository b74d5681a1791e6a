import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customCssVersions, eventDesigns, events, expoBoothFiles, expoBooths, files, rooms } from '../../db/schema';
import { fileUrl } from './file-url';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = Omit<typeof files.$inferInsert, 'id' | 'createdAt'>;
export type FileOrigin = FileRow['origin'];

/** One place an image is used, as the database knows it. */
export type UsageRow = {
  fileId: number;
  kind: 'room' | 'event-image' | 'logo' | 'banner' | 'custom-css' | 'booth';
  eventId: number;
  eventName: string;
  /** The room's (or booth's) name in English and German; empty for a design's images and custom CSS. */
  label: { en: string; de: string };
};

const DESIGN_COLUMNS = [
  ['event-image', eventDesigns.imageFileId],
  ['logo', eventDesigns.logoFileId],
  ['banner', eventDesigns.bannerFileId],
] as const;

/** Uploaded files and where they are used; the only file of the module that speaks Drizzle. */
export function createFilesRepository(db: Database) {
  return {
    async insert(row: NewFileRow): Promise<FileRow> {
      const [inserted] = await db.insert(files).values(row).returning();
      return inserted!;
    },

    async findById(id: number): Promise<FileRow | null> {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      return row ?? null;
    },

    async findByStorageKey(storageKey: string): Promise<FileRow | null> {
      const [row] = await db.select().from(files).where(eq(files.storageKey, storageKey)).limit(1);
      return row ?? null;
    },

    /** The company's library and editor images among the storage keys (never attendees' photos or wall images). */
    async companyImageKeys(companyId: number, storageKeys: readonly string[]): Promise<string[]> {
      if (storageKeys.length === 0) return [];
      const rows = await db
        .select({ storageKey: files.storageKey })
        .from(files)
        .where(and(eq(files.companyId, companyId), inArray(files.storageKey, [...storageKeys]), inArray(files.origin, ['library', 'editor'])));
      return rows.map((row) => row.storageKey);
    },

    /** The company's library images (not the editors' uploads), newest first. */
    async listLibrary(companyId: number): Promise<FileRow[]> {
      return db
        .select()
        .from(files)
        .where(and(eq(files.companyId, companyId), eq(files.origin, 'library')))
        .orderBy(desc(files.createdAt), desc(files.id));
    },

    /**
     * Where the given files are used: as a room's image, as an event design's image, logo or
     * banner, or by a `url()` of the custom CSS version in use, with the event's name. Only the
     * company's own events count.
     */
    async usages(companyId: number, fileIds: number[]): Promise<UsageRow[]> {
      if (fileIds.length === 0) return [];
      const roomRows = await db
        .select({ fileId: rooms.imageFileId, eventId: events.id, eventName: events.name, nameEn: rooms.nameEn, nameDe: rooms.nameDe })
        .from(rooms)
        .innerJoin(events, eq(events.id, rooms.eventId))
        .where(and(eq(events.companyId, companyId), inArray(rooms.imageFileId, fileIds)))
        .orderBy(events.name, rooms.position, rooms.id);
      const designRows = await db
        .select({
          eventId: events.id,
          eventName: events.name,
          imageFileId: eventDesigns.imageFileId,
          logoFileId: eventDesigns.logoFileId,
          bannerFileId: eventDesigns.bannerFileId,
        })
        .from(eventDesigns)
        .innerJoin(events, eq(events.id, eventDesigns.eventId))
        .where(and(eq(events.companyId, companyId), or(...DESIGN_COLUMNS.map(([, column]) => inArray(column, fileIds)))))
        .orderBy(events.name, events.id);

      const usages: UsageRow[] = roomRows.map((row) => ({
        fileId: row.fileId!,
        kind: 'room',
        eventId: row.eventId,
        eventName: row.eventName,
        label: { en: row.nameEn || row.nameDe, de: row.nameDe || row.nameEn },
      }));
      const wanted = new Set(fileIds);
      for (const row of designRows) {
        const byKind = { 'event-image': row.imageFileId, logo: row.logoFileId, banner: row.bannerFileId } as const;
        for (const [kind] of DESIGN_COLUMNS) {
          const fileId = byKind[kind];
          if (fileId !== null && wanted.has(fileId)) usages.push({ fileId, kind, eventId: row.eventId, eventName: row.eventName, label: { en: '', de: '' } });
        }
      }
      const cssRows = await db
        .select({ fileId: files.id, eventId: events.id, eventName: events.name })
        .from(files)
        .innerJoin(events, eq(events.companyId, files.companyId))
        .innerJoin(customCssVersions, eq(customCssVersions.eventId, events.id))
        .where(
          and(
            eq(files.companyId, companyId),
            inArray(files.id, fileIds),
            eq(customCssVersions.version, sql`(select max(newest.version) from ${customCssVersions} newest where newest.event_id = ${events.id})`),
            sql`strpos(${customCssVersions.sanitizedCss}, ${fileUrl('')} || ${files.storageKey}) > 0`,
          ),
        )
        .orderBy(events.name, events.id);
      for (const row of cssRows) usages.push({ ...row, kind: 'custom-css', label: { en: '', de: '' } });
      // A booth uses a file as its logo or as one of its downloads (docs/rules/rooms-and-agenda.md#expo-booths).
      const boothColumns = { roomId: rooms.id, eventId: events.id, eventName: events.name, nameEn: rooms.nameEn, nameDe: rooms.nameDe };
      const boothLogoRows = await db
        .select({ ...boothColumns, fileId: expoBooths.logoFileId })
        .from(expoBooths)
        .innerJoin(rooms, eq(rooms.id, expoBooths.roomId))
        .innerJoin(events, eq(events.id, rooms.eventId))
        .where(and(eq(events.companyId, companyId), inArray(expoBooths.logoFileId, fileIds)));
      const boothFileRows = await db
        .select({ ...boothColumns, fileId: expoBoothFiles.fileId })
        .from(expoBoothFiles)
        .innerJoin(rooms, eq(rooms.id, expoBoothFiles.roomId))
        .innerJoin(events, eq(events.id, rooms.eventId))
        .where(and(eq(events.companyId, companyId), inArray(expoBoothFiles.fileId, fileIds)));
      const seen = new Set<string>();
      for (const row of [...boothLogoRows, ...boothFileRows]) {
        const key = `${row.fileId}-${row.roomId}`;
        if (row.fileId === null || seen.has(key)) continue;
        seen.add(key);
        usages.push({ fileId: row.fileId, kind: 'booth', eventId: row.eventId, eventName: row.eventName, label: { en: row.nameEn || row.nameDe, de: row.nameDe || row.nameEn } });
      }
      return usages;
    },

    /** Whether anything at all refers to the file (a foreign key would refuse its deletion). */
    async isReferenced(fileId: number): Promise<boolean> {
      const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.imageFileId, fileId)).limit(1);
      if (room) return true;
      const [design] = await db
        .select({ eventId: eventDesigns.eventId })
        .from(eventDesigns)
        .where(or(eq(eventDesigns.imageFileId, fileId), eq(eventDesigns.logoFileId, fileId), eq(eventDesigns.bannerFileId, fileId)))
        .limit(1);
      if (design) return true;
      const [logo] = await db.select({ roomId: expoBooths.roomId }).from(expoBooths).where(eq(expoBooths.logoFileId, fileId)).limit(1);
      if (logo) return true;
      const [offered] = await db.select({ roomId: expoBoothFiles.roomId }).from(expoBoothFiles).where(eq(expoBoothFiles.fileId, fileId)).limit(1);
      return !!offered;
    },

    async delete(id: number): Promise<void> {
      await db.delete(files).where(eq(files.id, id));
    },

    /** Deletes the records of one origin (photos, wall images) among the keys and answers the keys of those deleted. */
    async deleteOfOrigin(origin: 'photo' | 'wall', storageKeys: readonly string[]): Promise<string[]> {
      const rows = await db
        .delete(files)
        .where(and(eq(files.origin, origin), inArray(files.storageKey, [...storageKeys])))
        .returning({ storageKey: files.storageKey });
      return rows.map((row) => row.storageKey);
    },
  };
}
