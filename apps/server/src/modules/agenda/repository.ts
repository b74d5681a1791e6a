import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agendaCategories, agendaSessions, events, sessionHosts } from '../../db/schema';
import { createSpeakersRepository } from './speakers-repository';

export type CategoryRow = typeof agendaCategories.$inferSelect;
export type SessionRow = typeof agendaSessions.$inferSelect;
export type HostRow = typeof sessionHosts.$inferSelect;

export type CategoryValues = Pick<CategoryRow, 'name' | 'nameDe' | 'color'>;
export type SessionValues = Omit<typeof agendaSessions.$inferInsert, 'id' | 'eventId' | 'position'>;

/** Tracks, sessions and hosts of the agenda; the only file of the module that speaks Drizzle. */
export function createAgendaRepository(db: Database) {
  const speakers = createSpeakersRepository(db);
  return {
    speakers,

    async categories(eventId: number): Promise<CategoryRow[]> {
      return db
        .select()
        .from(agendaCategories)
        .where(eq(agendaCategories.eventId, eventId))
        .orderBy(asc(agendaCategories.position), asc(agendaCategories.id));
    },

    /** The event's sessions in time order. */
    async sessions(eventId: number): Promise<SessionRow[]> {
      return db
        .select()
        .from(agendaSessions)
        .where(eq(agendaSessions.eventId, eventId))
        .orderBy(asc(agendaSessions.day), asc(agendaSessions.startTime), asc(agendaSessions.position), asc(agendaSessions.id));
    },

    async findCategory(id: number): Promise<CategoryRow | null> {
      const [row] = await db.select().from(agendaCategories).where(eq(agendaCategories.id, id)).limit(1);
      return row ?? null;
    },

    async findSession(id: number): Promise<SessionRow | null> {
      const [row] = await db.select().from(agendaSessions).where(eq(agendaSessions.id, id)).limit(1);
      return row ?? null;
    },

    async insertCategory(eventId: number, values: CategoryValues): Promise<number> {
      return db.transaction(async (tx) => {
        const [last] = await tx.select({ value: max(agendaCategories.position) }).from(agendaCategories).where(eq(agendaCategories.eventId, eventId));
        const [row] = await tx
          .insert(agendaCategories)
          .values({ ...values, eventId, position: (last?.value ?? -1) + 1 })
          .returning({ id: agendaCategories.id });
        return row!.id;
      });
    },

    async updateCategory(id: number, values: CategoryValues): Promise<void> {
      await db.update(agendaCategories).set(values).where(eq(agendaCategories.id, id));
    },

    /** Deletes a track; its sessions stay, without a track (the table would otherwise cascade). */
    async deleteCategory(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(agendaSessions).set({ categoryId: null }).where(eq(agendaSessions.categoryId, id));
        await tx.delete(agendaCategories).where(eq(agendaCategories.id, id));
      });
    },

    /** A new session with its speakers, in one transaction. */
    async insertSession(eventId: number, values: SessionValues, speakerIds: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(agendaSessions)
          .values({ ...values, eventId })
          .returning({ id: agendaSessions.id });
        await speakers.replace(tx, row!.id, speakerIds);
        return row!.id;
      });
    },

    async updateSession(id: number, values: SessionValues, speakerIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(agendaSessions).set(values).where(eq(agendaSessions.id, id));
        await speakers.replace(tx, id, speakerIds);
      });
    },

    async deleteSession(id: number): Promise<void> {
      await db.delete(agendaSessions).where(eq(agendaSessions.id, id));
    },

    async hosts(companyId: number): Promise<HostRow[]> {
      return db.select().from(sessionHosts).where(eq(sessionHosts.companyId, companyId)).orderBy(asc(sessionHosts.name), asc(sessionHosts.id));
    },

    /** Which of these host ids belong to the company. */
    async companyHostIds(companyId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: sessionHosts.id })
        .from(sessionHosts)
        .where(and(eq(sessionHosts.companyId, companyId), inArray(sessionHosts.id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    async insertHost(companyId: number, values: { name: string; title: string }): Promise<HostRow> {
      const [row] = await db
        .insert(sessionHosts)
        .values({ ...values, companyId })
        .returning();
      return row!;
    },

    /** Renames a host of the company; null when the company has no host with this id. */
    async updateHost(companyId: number, id: number, values: { name: string; title: string }): Promise<HostRow | null> {
      const [row] = await db
        .update(sessionHosts)
        .set(values)
        .where(and(eq(sessionHosts.id, id), eq(sessionHosts.companyId, companyId)))
        .returning();
      return row ?? null;
    },

    /**
     * Deletes a host of the company and, in the same transaction, removes its id from the
     * `host_ids` of every session of the company's events. False when the company has no such host.
     */
    async deleteHost(companyId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(sessionHosts)
          .where(and(eq(sessionHosts.id, id), eq(sessionHosts.companyId, companyId)))
          .returning({ id: sessionHosts.id });
        if (deleted.length === 0) return false;
        await tx
          .update(agendaSessions)
          .set({
            hostIds: sql`(select coalesce(jsonb_agg(e.value order by e.position), '[]'::jsonb) from jsonb_array_elements(${agendaSessions.hostIds}) with ordinality as e(value, position) where e.value <> to_jsonb(${id}::integer))`,
          })
          .where(
            and(
              sql`${agendaSessions.hostIds} @> jsonb_build_array(${id}::integer)`,
              inArray(agendaSessions.eventId, tx.select({ id: events.id }).from(events).where(eq(events.companyId, companyId))),
            ),
          );
        return true;
      });
    },
  };
}

export type AgendaRepository = ReturnType<typeof createAgendaRepository>;
