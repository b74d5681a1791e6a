import {
  DEFAULT_EVENT_DESIGN,
  defaultNavigationItems,
  fontStack,
  joinsLinkedMeeting,
  normalizeHexColor,
  publicNavigationItems,
  textColorOn,
  zonedInstant,
  type NavigationKind,
} from '@aula/shared';
import { sanitizeRichText } from '../../http/rich-text';
import type { DesignRow, NavigationRow, PublicCategoryRow, PublicRoomRow, PublicSessionRow } from './repository';
import type { AttendeeRoom, PageImage, PublicCategory, PublicNavigationItem, PublicPageDesign, PublicSession } from './service';

/** The public form of an image by its file id, or null when the event's company has no such file. */
export type ImageOf = (fileId: number | null | undefined) => PageImage | null;

const colorOr = (value: string | null | undefined, fallback: string) => normalizeHexColor(value ?? '') ?? fallback;

/**
 * The colours, font and images a published event's pages paint (the public page and the venue).
 * Colours are re-checked as `#rrggbb` before they reach a stylesheet; text colours follow docs/rules/design.md#colours-and-text-colour.
 */
export function pageDesign(design: DesignRow | null, legacyImage: string | null, image: ImageOf): Omit<PublicPageDesign, 'customCssUrl'> {
  const primaryColor = colorOr(design?.primaryColor, DEFAULT_EVENT_DESIGN.primaryColor);
  const backgroundColor = colorOr(design?.backgroundColor, DEFAULT_EVENT_DESIGN.backgroundColor);
  const accentColor = colorOr(design?.accentColor, DEFAULT_EVENT_DESIGN.accentColor);
  const legacy = legacyImage && /^(\/|https?:\/\/)/.test(legacyImage) ? { url: legacyImage, width: null, height: null } : null;
  return {
    primaryColor,
    backgroundColor,
    accentColor,
    textColor: textColorOn(backgroundColor),
    onPrimaryColor: textColorOn(primaryColor),
    onAccentColor: textColorOn(accentColor),
    fontStack: fontStack(design?.font ?? DEFAULT_EVENT_DESIGN.font),
    image: image(design?.imageFileId) ?? legacy,
    logo: image(design?.logoFileId),
    banner: image(design?.bannerFileId),
  };
}

/** Visible rooms with what entering them needs; each embed is stored as its validated source already. */
export function attendeeRooms(rows: PublicRoomRow[], image: ImageOf): AttendeeRoom[] {
  return rows.map((room) => ({
    id: room.id,
    type: room.type,
    nameEn: room.nameEn,
    nameDe: room.nameDe,
    // Sanitised again on the way out: rows may come from an import or an older version.
    descriptionEn: sanitizeRichText(room.descriptionEn),
    descriptionDe: sanitizeRichText(room.descriptionDe),
    image: image(room.imageFileId),
    streamUrl: room.streamUrl,
    meetingProvider: room.meetingProvider,
    // A Zoom room's link is its meeting's number and passcode: the venue joins it through the integration, under the attendee's name.
    meetingUrl: joinsLinkedMeeting(room) ? '' : room.meetingUrl,
    embedUrl: room.embedCode,
    qaEmbedUrl: room.qaEmbedCode,
  }));
}

export function publicCategories(rows: PublicCategoryRow[]): PublicCategory[] {
  return rows.map((category) => ({ id: category.id, nameEn: category.name, nameDe: category.nameDe, color: normalizeHexColor(category.color) }));
}

/** The agenda in time order; a session in a hidden room shows no room, as hidden rooms do not exist outside the console. */
export function publicSessions(rows: PublicSessionRow[], rooms: AttendeeRoom[], hostNames: Map<number, string>, timezoneOffset: number): PublicSession[] {
  const roomsById = new Map(rooms.map((room) => [room.id, room]));
  return rows.map((session) => {
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
      startMs: zonedInstant(session.day, session.startTime, timezoneOffset),
      endMs: zonedInstant(session.day, session.endTime, timezoneOffset),
      room: room ? { nameEn: room.nameEn, nameDe: room.nameDe } : null,
      roomId: room ? room.id : null,
      categoryId: session.categoryId,
      hosts: (Array.isArray(session.hostIds) ? session.hostIds : []).map((id) => hostNames.get(id)).filter((name): name is string => !!name),
    };
  });
}

/** The attendee menu: the saved one (or the default), visible items of kinds whose page exists. */
export function publicMenu(navigation: { saved: boolean; items: NavigationRow[] }): PublicNavigationItem[] {
  return publicNavigationItems<PublicNavigationItem & { visible: boolean }>(
    navigation.saved ? navigation.items.map((item) => ({ ...item, kind: item.kind as NavigationKind })) : defaultNavigationItems(),
  ).map((item) => ({ kind: item.kind, labelEn: item.labelEn, labelDe: item.labelDe, url: item.url }));
}
