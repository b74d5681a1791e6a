import {
  DEFAULT_EVENT_DESIGN,
  defaultNavigationItems,
  fontStack,
  normalizeHexColor,
  publicNavigationItems,
  textColorOn,
  zonedInstant,
  type NavigationKind,
} from '@aula/shared';
import type { Database } from '../../db/client';
import { sanitizeRichText } from '../../http/rich-text';
import { fileUrl } from '../files/file-url';
import { createPublicPageRepository, type FileRow, type PublicEventRow } from './repository';

/** Event codes as the publish call draws them (letters and digits); anything else is not looked up. */
const CODE_SHAPE = /^[A-Za-z0-9]{4,16}$/;

export type PageImage = { url: string; width: number | null; height: number | null };

export type PublicPageDesign = {
  primaryColor: string;
  backgroundColor: string;
  accentColor: string;
  /** Text on the background, on the primary and on the accent colour (SPEC §9, threshold 165). */
  textColor: string;
  onPrimaryColor: string;
  onAccentColor: string;
  fontStack: string;
  image: PageImage | null;
  logo: PageImage | null;
  banner: PageImage | null;
};

export type PublicRoom = { id: number; type: string; nameEn: string; nameDe: string; descriptionEn: string; descriptionDe: string; image: PageImage | null };
export type PublicCategory = { id: number; nameEn: string; nameDe: string; color: string | null };
export type PublicSession = {
  id: number;
  titleEn: string;
  titleDe: string;
  descriptionEn: string;
  descriptionDe: string;
  /** The day in the event's zone, `YYYY-MM-DD`, and the wall-clock times there (`HH:mm`). */
  day: string;
  startTime: string;
  endTime: string;
  startMs: number;
  endMs: number;
  room: { nameEn: string; nameDe: string } | null;
  categoryId: number | null;
  hosts: string[];
};
export type PublicNavigationItem = { kind: NavigationKind; labelEn: string; labelDe: string; url: string };

export type PublicEvent = {
  name: string;
  code: string;
  location: string;
  language: 'en' | 'de';
  timezoneOffset: number;
  startMs: number;
  endMs: number;
};

export type PublicPage = {
  event: PublicEvent;
  design: PublicPageDesign;
  rooms: PublicRoom[];
  categories: PublicCategory[];
  sessions: PublicSession[];
  navigation: PublicNavigationItem[];
};

export type PublicPageResult = { kind: 'not_found' } | { kind: 'closed'; event: PublicEvent } | { kind: 'page'; page: PublicPage };

function publicEvent(row: PublicEventRow & { code: string }): PublicEvent {
  return {
    name: row.name,
    code: row.code,
    location: row.location,
    language: row.language === 'de' ? 'de' : 'en',
    timezoneOffset: row.timezoneOffset,
    startMs: zonedInstant(row.startDate, row.startTime || '00:00', row.timezoneOffset),
    endMs: zonedInstant(row.endDate, row.endTime || '23:59:59', row.timezoneOffset),
  };
}

const colorOr = (value: string | null | undefined, fallback: string) => normalizeHexColor(value ?? '') ?? fallback;

/**
 * The public event page (GET /e/{code}): what a visitor may see of a published event. A draft has
 * no code, so its page cannot be reached; a closed event answers only that it has closed.
 */
export function createPublicPageService(db: Database, deps: { now: () => Date }) {
  const repo = createPublicPageRepository(db);

  return {
    /** Whether a path segment can be an event code at all (others are answered 404 without a lookup). */
    isCodeShaped: (code: string) => CODE_SHAPE.test(code),

    async load(rawCode: string): Promise<PublicPageResult> {
      if (!CODE_SHAPE.test(rawCode)) return { kind: 'not_found' };
      const row = await repo.eventByCode(rawCode.toUpperCase());
      if (!row?.code) return { kind: 'not_found' };
      const event = publicEvent({ ...row, code: row.code });
      if (row.closingAt.getTime() < deps.now().getTime()) return { kind: 'closed', event };

      const [design, rooms, categories, sessions, navigation] = await Promise.all([
        repo.design(row.id),
        repo.visibleRooms(row.id),
        repo.categories(row.id),
        repo.sessions(row.id),
        repo.navigation(row.id),
      ]);
      const fileIds = [design?.imageFileId, design?.logoFileId, design?.bannerFileId, ...rooms.map((room) => room.imageFileId)].filter(
        (id): id is number => typeof id === 'number',
      );
      const hostIds = [...new Set(sessions.flatMap((session) => (Array.isArray(session.hostIds) ? session.hostIds : [])))];
      const [fileRows, hostRows] = await Promise.all([repo.files(row.companyId, fileIds), repo.hosts(row.companyId, hostIds)]);
      const filesById = new Map(fileRows.map((file) => [file.id, file]));
      const image = (id: number | null | undefined): PageImage | null => {
        const file: FileRow | undefined = id ? filesById.get(id) : undefined;
        return file ? { url: fileUrl(file.storageKey), width: file.width, height: file.height } : null;
      };
      const hostNames = new Map(hostRows.map((host) => [host.id, host.name]));
      const roomsById = new Map(rooms.map((room) => [room.id, room]));

      const primaryColor = colorOr(design?.primaryColor, DEFAULT_EVENT_DESIGN.primaryColor);
      const backgroundColor = colorOr(design?.backgroundColor, DEFAULT_EVENT_DESIGN.backgroundColor);
      const accentColor = colorOr(design?.accentColor, DEFAULT_EVENT_DESIGN.accentColor);
      const legacyImage = row.image && /^(\/|https?:\/\/)/.test(row.image) ? { url: row.image, width: null, height: null } : null;

      return {
        kind: 'page',
        page: {
          event,
          design: {
            primaryColor,
            backgroundColor,
            accentColor,
            textColor: textColorOn(backgroundColor),
            onPrimaryColor: textColorOn(primaryColor),
            onAccentColor: textColorOn(accentColor),
            fontStack: fontStack(design?.font ?? DEFAULT_EVENT_DESIGN.font),
            image: image(design?.imageFileId) ?? legacyImage,
            logo: image(design?.logoFileId),
            banner: image(design?.bannerFileId),
          },
          rooms: rooms.map((room) => ({
            id: room.id,
            type: room.type,
            nameEn: room.nameEn,
            nameDe: room.nameDe,
            // Sanitised again on the way out: rows may come from an import or an older version.
            descriptionEn: sanitizeRichText(room.descriptionEn),
            descriptionDe: sanitizeRichText(room.descriptionDe),
            image: image(room.imageFileId),
          })),
          categories: categories.map((category) => ({
            id: category.id,
            nameEn: category.name,
            nameDe: category.nameDe,
            color: normalizeHexColor(category.color),
          })),
          sessions: sessions.map((session) => {
            const room = session.roomId ? roomsById.get(session.roomId) : undefined;
            return {
              id: session.id,
              titleEn: session.title,
              titleDe: session.titleDe,
              descriptionEn: sanitizeRichText(session.descriptionEn),
              descriptionDe: sanitizeRichText(session.descriptionDe),
              day: session.day,
              startTime: session.startTime,
              endTime: session.endTime,
              startMs: zonedInstant(session.day, session.startTime, row.timezoneOffset),
              endMs: zonedInstant(session.day, session.endTime, row.timezoneOffset),
              // A session in a hidden room shows no room: hidden rooms do not exist publicly.
              room: room ? { nameEn: room.nameEn, nameDe: room.nameDe } : null,
              categoryId: session.categoryId,
              hosts: (Array.isArray(session.hostIds) ? session.hostIds : []).map((id) => hostNames.get(id)).filter((name): name is string => !!name),
            };
          }),
          navigation: publicNavigationItems<PublicNavigationItem & { visible: boolean }>(
            navigation.saved ? navigation.items.map((item) => ({ ...item, kind: item.kind as NavigationKind })) : defaultNavigationItems(),
          ).map((item) => ({
            kind: item.kind,
            labelEn: item.labelEn,
            labelDe: item.labelDe,
            url: item.url,
          })),
        },
      };
    },
  };
}
