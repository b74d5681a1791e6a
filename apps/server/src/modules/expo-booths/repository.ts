import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { expoBoothFiles, expoBooths, files } from '../../db/schema';

export type BoothLinkRow = { label: string; url: string };
/** A booth as stored, with the storage keys its addresses are built from. */
export type BoothRecord = {
  roomId: number;
  logo: { id: number; storageKey: string } | null;
  description: string;
  links: BoothLinkRow[];
  files: { id: number; storageKey: string; fileName: string; contentType: string; byteSize: number }[];
};
export type StoredBooth = { logoFileId: number | null; description: string; links: BoothLinkRow[]; fileIds: number[] };

/** The booth content of expo rooms; the only file of the module that speaks Drizzle. */
export function createExpoBoothsRepository(db: Database) {
  return {
    /** The room's booth; an expo room never saved as a booth has none yet and answers empty. */
    async find(roomId: number): Promise<BoothRecord> {
      const [booth] = await db
        .select({ logoFileId: expoBooths.logoFileId, logoKey: files.storageKey, description: expoBooths.description, links: expoBooths.links })
        .from(expoBooths)
        .leftJoin(files, eq(files.id, expoBooths.logoFileId))
        .where(eq(expoBooths.roomId, roomId))
        .limit(1);
      const offered = await db
        .select({ id: files.id, storageKey: files.storageKey, fileName: files.fileName, contentType: files.contentType, byteSize: files.byteSize })
        .from(expoBoothFiles)
        .innerJoin(files, eq(files.id, expoBoothFiles.fileId))
        .where(eq(expoBoothFiles.roomId, roomId))
        .orderBy(asc(expoBoothFiles.position));
      return {
        roomId,
        logo: booth?.logoFileId != null && booth.logoKey ? { id: booth.logoFileId, storageKey: booth.logoKey } : null,
        description: booth?.description ?? '',
        links: booth?.links ?? [],
        files: offered,
      };
    },

    /** Replaces the booth's content and its offered files in one transaction. */
    async save(roomId: number, booth: StoredBooth): Promise<void> {
      await db.transaction(async (tx) => {
        const values = { logoFileId: booth.logoFileId, description: booth.description, links: booth.links, updatedAt: new Date() };
        await tx
          .insert(expoBooths)
          .values({ roomId, ...values })
          .onConflictDoUpdate({ target: expoBooths.roomId, set: values });
        await tx.delete(expoBoothFiles).where(eq(expoBoothFiles.roomId, roomId));
        if (booth.fileIds.length > 0) await tx.insert(expoBoothFiles).values(booth.fileIds.map((fileId, position) => ({ roomId, fileId, position })));
      });
    },
  };
}
