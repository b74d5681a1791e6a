import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, files, rooms } from '../../db/schema';

export type RoomRow = typeof rooms.$inferSelect;
/** A room with its image's storage key, for presenting the image's address. */
export type RoomWithImage = RoomRow & { imageStorageKey: string | null };
/** The columns a save writes. */
export type StoredRoomFields = Omit<typeof rooms.$inferInsert, 'id' | 'eventId' | 'position' | 'createdAt' | 'updatedAt'>;

const withImage = { room: rooms, imageStorageKey: files.storageKey };
const flatten = ({ room, imageStorageKey }: { room: RoomRow; imageStorageKey: string | null }): RoomWithImage => ({ ...room, imageStorageKey });

/** An event's rooms; the only file of the module that speaks Drizzle. */
export function createRoomsRepository(db: Database) {
  const findById = async (id: number): Promise<RoomWithImage | null> => {
    const [row] = await db.select(withImage).from(rooms).leftJoin(files, eq(files.id, rooms.imageFileId)).where(eq(rooms.id, id)).limit(1);
    return row ? flatten(row) : null;
  };

  // Prepared once: every vote, topic subscription and presence check asks it.
  const placeQuery = db
    .select({ eventId: rooms.eventId, companyId: events.companyId, visible: rooms.visible })
    .from(rooms)
    .innerJoin(events, eq(events.id, rooms.eventId))
    .where(eq(rooms.id, sql.placeholder('roomId')))
    .prepare('rooms_place_of');

  return {
    findById,

    /** The room's event, that event's company, and whether attendees may enter it; null for an unknown room. */
    async placeOf(roomId: number): Promise<{ eventId: number; companyId: number; visible: boolean } | null> {
      const [row] = await placeQuery.execute({ roomId });
      return row ?? null;
    },

    /** The event's rooms in the organiser's order. */
    async listForEvent(eventId: number): Promise<RoomWithImage[]> {
      const rows = await db
        .select(withImage)
        .from(rooms)
        .leftJoin(files, eq(files.id, rooms.imageFileId))
        .where(eq(rooms.eventId, eventId))
        .orderBy(asc(rooms.position), asc(rooms.id));
      return rows.map(flatten);
    },

    /** Adds a room after the event's last one, in one statement. */
    async insert(eventId: number, values: StoredRoomFields): Promise<RoomWithImage> {
      const [row] = await db
        .insert(rooms)
        .values({
          ...values,
          eventId,
          position: sql`(select coalesce(max(${rooms.position}) + 1, 0) from ${rooms} where ${rooms.eventId} = ${eventId})`,
        })
        .returning({ id: rooms.id });
      return (await findById(row!.id))!;
    },

    async update(id: number, values: StoredRoomFields): Promise<RoomWithImage> {
      await db
        .update(rooms)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(rooms.id, id));
      return (await findById(id))!;
    },

    async delete(id: number): Promise<void> {
      await db.delete(rooms).where(eq(rooms.id, id));
    },

    /**
     * Gives the rooms the positions of `ids` in one transaction, after checking inside it that
     * `ids` are exactly the event's rooms (`accept` decides); answers false and changes nothing
     * otherwise.
     */
    reorder(eventId: number, ids: number[], accept: (current: number[]) => boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const current = await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.eventId, eventId)).for('update');
        if (!accept(current.map((row) => row.id))) return false;
        if (ids.length === 0) return true;
        // One statement for the whole order, however many rooms there are.
        const positionOf = sql.join(
          ids.map((id, position) => sql`when ${id}::integer then ${position}::integer`),
          sql` `,
        );
        await tx.update(rooms).set({ position: sql`case ${rooms.id} ${positionOf} end` }).where(eq(rooms.eventId, eventId));
        return true;
      });
    },
  };
}

export type RoomsRepository = ReturnType<typeof createRoomsRepository>;
