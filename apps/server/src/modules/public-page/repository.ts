import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agendaCategories, agendaSessions, eventDesigns, events, files, navigationItems, rooms, sessionHosts } from '../../db/schema';

export type PublicEventRow = Pick<
  typeof events.$inferSelect,
  'id' | 'companyId' | 'name' | 'code' | 'location' | 'language' | 'timezoneOffset' | 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'closingAt' | 'image' | 'updatedAt'
>;
export type DesignRow = typeof eventDesigns.$inferSelect;
export type FileRow = Pick<typeof files.$inferSelect, 'id' | 'storageKey' | 'width' | 'height'>;
export type PublicRoomRow = Pick<
  typeof rooms.$inferSelect,
  'id' | 'type' | 'nameEn' | 'nameDe' | 'descriptionEn' | 'descriptionDe' | 'imageFileId' | 'streamUrl' | 'meetingProvider' | 'meetingUrl' | 'embedCode' | 'qaEmbedCode'
>;
export type PublicCategoryRow = Pick<typeof agendaCategories.$inferSelect, 'id' | 'name' | 'nameDe' | 'color'>;
export type PublicSessionRow = Pick<
  typeof agendaSessions.$inferSelect,
  'id' | 'categoryId' | 'title' | 'titleDe' | 'descriptionEn' | 'descriptionDe' | 'day' | 'startTime' | 'endTime' | 'roomId' | 'hostIds'
>;
export type NavigationRow = Pick<typeof navigationItems.$inferSelect, 'id' | 'kind' | 'labelEn' | 'labelDe' | 'url' | 'visible' | 'isLanding'>;

/**
 * Read-only access to what the public page and the venue show. It reads only published data of
 * one event and never writes; the event is found by its public code, everything else by that
 * event's id.
 */
export function createPublicPageRepository(db: Database) {
  return {
    async eventByCode(code: string): Promise<PublicEventRow | null> {
      const [row] = await db
        .select({
          id: events.id,
          companyId: events.companyId,
          name: events.name,
          code: events.code,
          location: events.location,
          language: events.language,
          timezoneOffset: events.timezoneOffset,
          startDate: events.startDate,
          startTime: events.startTime,
          endDate: events.endDate,
          endTime: events.endTime,
          closingAt: events.closingAt,
          image: events.image,
          updatedAt: events.updatedAt,
        })
        .from(events)
        .where(eq(events.code, code))
        .limit(1);
      return row ?? null;
    },

    async design(eventId: number): Promise<DesignRow | null> {
      const [row] = await db.select().from(eventDesigns).where(eq(eventDesigns.eventId, eventId)).limit(1);
      return row ?? null;
    },

    /** Files of the event's own company by id (a stray id of another company is never shown). */
    async files(companyId: number, ids: number[]): Promise<FileRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: files.id, storageKey: files.storageKey, width: files.width, height: files.height })
        .from(files)
        .where(and(eq(files.companyId, companyId), inArray(files.id, ids)));
    },

    /** The visible rooms in the organiser's order, with their sources (for the venue; the public page leaves them out). */
    async visibleRooms(eventId: number): Promise<PublicRoomRow[]> {
      return db
        .select({
          id: rooms.id,
          type: rooms.type,
          nameEn: rooms.nameEn,
          nameDe: rooms.nameDe,
          descriptionEn: rooms.descriptionEn,
          descriptionDe: rooms.descriptionDe,
          imageFileId: rooms.imageFileId,
          streamUrl: rooms.streamUrl,
          meetingProvider: rooms.meetingProvider,
          meetingUrl: rooms.meetingUrl,
          embedCode: rooms.embedCode,
          qaEmbedCode: rooms.qaEmbedCode,
        })
        .from(rooms)
        .where(and(eq(rooms.eventId, eventId), eq(rooms.visible, true)))
        .orderBy(asc(rooms.position), asc(rooms.id));
    },

    async categories(eventId: number): Promise<PublicCategoryRow[]> {
      return db
        .select({ id: agendaCategories.id, name: agendaCategories.name, nameDe: agendaCategories.nameDe, color: agendaCategories.color })
        .from(agendaCategories)
        .where(eq(agendaCategories.eventId, eventId))
        .orderBy(asc(agendaCategories.position), asc(agendaCategories.id));
    },

    /** Sessions in time order (day, start, then the organiser's order). */
    async sessions(eventId: number): Promise<PublicSessionRow[]> {
      return db
        .select({
          id: agendaSessions.id,
          categoryId: agendaSessions.categoryId,
          title: agendaSessions.title,
          titleDe: agendaSessions.titleDe,
          descriptionEn: agendaSessions.descriptionEn,
          descriptionDe: agendaSessions.descriptionDe,
          day: agendaSessions.day,
          startTime: agendaSessions.startTime,
          endTime: agendaSessions.endTime,
          roomId: agendaSessions.roomId,
          hostIds: agendaSessions.hostIds,
        })
        .from(agendaSessions)
        .where(eq(agendaSessions.eventId, eventId))
        .orderBy(asc(agendaSessions.day), asc(agendaSessions.startTime), asc(agendaSessions.position), asc(agendaSessions.id));
    },

    /** Host names of the event's company by id. */
    async hosts(companyId: number, ids: number[]): Promise<{ id: number; name: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: sessionHosts.id, name: sessionHosts.name })
        .from(sessionHosts)
        .where(and(eq(sessionHosts.companyId, companyId), inArray(sessionHosts.id, ids)));
    },

    /** The saved menu in order, hidden items included; `saved` is false while the event has none. */
    async navigation(eventId: number): Promise<{ saved: boolean; items: NavigationRow[] }> {
      const rows = await db
        .select({
          id: navigationItems.id,
          kind: navigationItems.kind,
          labelEn: navigationItems.labelEn,
          labelDe: navigationItems.labelDe,
          url: navigationItems.url,
          isLanding: navigationItems.isLanding,
          visible: navigationItems.visible,
        })
        .from(navigationItems)
        .where(eq(navigationItems.eventId, eventId))
        .orderBy(asc(navigationItems.position), asc(navigationItems.id));
      return { saved: rows.length > 0, items: rows };
    },
  };
}

export type PublicPageRepository = ReturnType<typeof createPublicPageRepository>;
