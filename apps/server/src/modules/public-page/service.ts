import { asLanguage, zonedInstant, type NavigationKind } from '@aula/shared';
import type { Database } from '../../db/client';
import { fileUrl } from '../files/file-url';
import { attendeeRooms, pageDesign, publicCategories, publicMenu, publicSessions, type ImageOf } from './event-content';
import type { CustomCssService } from '../custom-css/service';
import { createPublicPageRepository, type PublicEventRow } from './repository';

/** Event codes as the publish call draws them (letters and digits); anything else is not looked up. */
const CODE_SHAPE = /^[A-Za-z0-9]{4,16}$/;

export type PageImage = { url: string; width: number | null; height: number | null };

export type PublicPageDesign = {
  primaryColor: string;
  backgroundColor: string;
  accentColor: string;
  /** Text on the background, on the primary and on the accent colour (threshold 165: docs/rules/design.md#colours-and-text-colour). */
  textColor: string;
  onPrimaryColor: string;
  onAccentColor: string;
  fontStack: string;
  image: PageImage | null;
  logo: PageImage | null;
  banner: PageImage | null;
  /** The event's own stylesheet (docs/rules/design.md#custom-css), its address naming its version; null without one. */
  customCssUrl: string | null;
};

export type PublicRoom = { id: number; type: string; nameEn: string; nameDe: string; descriptionEn: string; descriptionDe: string; image: PageImage | null };
/** A room as attendees inside the venue get it: with its stream, meeting link and embed sources. */
export type AttendeeRoom = PublicRoom & { streamUrl: string; meetingProvider: string; meetingUrl: string; embedUrl: string; qaEmbedUrl: string };
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
  /** The room's id when it is visible. */
  roomId: number | null;
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
  customCss: string;
  rooms: PublicRoom[];
  categories: PublicCategory[];
  sessions: PublicSession[];
  navigation: PublicNavigationItem[];
  /** The event takes registrations: the page links to its registration page (docs/rules/attendees.md#registration). */
  registrationOpen: boolean;
};

export type PublicPageResult = { kind: 'not_found' } | { kind: 'closed'; event: PublicEvent } | { kind: 'page'; page: PublicPage };

/** What attendees may see inside a published event that has not closed. */
export type EventContent = Pick<PublicPage, 'categories' | 'sessions' | 'navigation'> & { rooms: AttendeeRoom[] };

/** A published event found by its code, with the design its pages paint. */
export type PublishedEvent = {
  id: number;
  companyId: number;
  event: PublicEvent;
  closingMs: number;
  design: PublicPageDesign;
  /** Null when it was not asked for, or the event has closed. */
  content: EventContent | null;
};

function publicEvent(row: PublicEventRow & { code: string }): PublicEvent {
  return {
    name: row.name,
    code: row.code,
    location: row.location,
    language: asLanguage(row.language),
    timezoneOffset: row.timezoneOffset,
    startMs: zonedInstant(row.startDate, row.startTime || '00:00', row.timezoneOffset),
    endMs: zonedInstant(row.endDate, row.endTime || '23:59:59', row.timezoneOffset),
  };
}

/** The address of an event's custom stylesheet; a new version is a new address, so browsers may keep each for good. */
export const customCssUrl = (code: string, version: number) => `/e/${encodeURIComponent(code)}/custom.css?v=${version}`;

/** The public page's form of a room: its sources stay inside the venue. */
const publicRoom = ({ id, type, nameEn, nameDe, descriptionEn, descriptionDe, image }: AttendeeRoom): PublicRoom => ({ id, type, nameEn, nameDe, descriptionEn, descriptionDe, image });

/**
 * Published events by their code, for the public event page (GET /e/{code}) and the venue: what a
 * visitor may see, and what a signed-in attendee sees inside. A draft has no code, so it cannot be
 * reached; a closed event shows only that it has closed.
 */
export function createPublicPageService(
  db: Database,
  deps: {
    now: () => Date;
    customCss: Pick<CustomCssService, 'currentVersion' | 'stylesheetOf' | 'stylesheetOfCode'>;
    registrationOpen: (eventId: number) => Promise<boolean>;
  },
) {
  const repo = createPublicPageRepository(db);

  /** The published event behind a code, its design and, when asked and still open, its content. */
  async function findPublished(rawCode: string, options: { withContent: boolean }): Promise<PublishedEvent | null> {
    if (!CODE_SHAPE.test(rawCode)) return null;
    const row = await repo.eventByCode(rawCode.toUpperCase());
    if (!row?.code) return null;
    const closingMs = row.closingAt.getTime();
    const withContent = options.withContent && closingMs >= deps.now().getTime();

    const [design, customCssVersion, rooms, categories, sessions, navigation] = await Promise.all([
      repo.design(row.id),
      deps.customCss.currentVersion(row.id),
      withContent ? repo.visibleRooms(row.id) : [],
      withContent ? repo.categories(row.id) : [],
      withContent ? repo.sessions(row.id) : [],
      withContent ? repo.navigation(row.id) : null,
    ]);
    const fileIds = [design?.imageFileId, design?.logoFileId, design?.bannerFileId, ...rooms.map((room) => room.imageFileId)].filter(
      (id): id is number => typeof id === 'number',
    );
    const hostIds = [...new Set(sessions.flatMap((session) => (Array.isArray(session.hostIds) ? session.hostIds : [])))];
    const [fileRows, hostRows] = await Promise.all([repo.files(row.companyId, fileIds), repo.hosts(row.companyId, hostIds)]);
    const filesById = new Map(fileRows.map((file) => [file.id, file]));
    const image: ImageOf = (id) => {
      const file = id ? filesById.get(id) : undefined;
      return file ? { url: fileUrl(file.storageKey), width: file.width, height: file.height } : null;
    };
    const roomsWithSources = attendeeRooms(rooms, image);

    return {
      id: row.id,
      companyId: row.companyId,
      event: publicEvent({ ...row, code: row.code }),
      closingMs,
      design: { ...pageDesign(design, row.image, image), customCssUrl: customCssVersion === null ? null : customCssUrl(row.code, customCssVersion) },
      content: navigation
        ? {
            rooms: roomsWithSources,
            categories: publicCategories(categories),
            sessions: publicSessions(sessions, roomsWithSources, new Map(hostRows.map((host) => [host.id, host.name])), row.timezoneOffset),
            navigation: publicMenu(navigation),
          }
        : null,
    };
  }

  return {
    /** Whether a path segment can be an event code at all (others are answered 404 without a lookup). */
    isCodeShaped: (code: string) => CODE_SHAPE.test(code),

    findPublished,

    /** The venue's custom stylesheet of a published event and the version in use; null without one or for an unknown code. */
    async customStylesheet(rawCode: string): Promise<{ css: string; version: number } | null> {
      return CODE_SHAPE.test(rawCode) ? deps.customCss.stylesheetOfCode(rawCode.toUpperCase()) : null;
    },

    /** The public page of a code: not found, closed, or what a visitor sees. */
    async load(rawCode: string): Promise<PublicPageResult> {
      const found = await findPublished(rawCode, { withContent: true });
      if (!found) return { kind: 'not_found' };
      if (!found.content) return { kind: 'closed', event: found.event };
      const { rooms, categories, sessions, navigation } = found.content;
      const [registrationOpen, customCss] = await Promise.all([deps.registrationOpen(found.id), deps.customCss.stylesheetOf(found.id)]);
      return {
        kind: 'page',
        page: { event: found.event, design: found.design, customCss, rooms: rooms.map(publicRoom), categories, sessions, navigation, registrationOpen },
      };
    },
  };
}

export type PublicPageService = ReturnType<typeof createPublicPageService>;
