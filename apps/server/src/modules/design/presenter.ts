import { DEFAULT_EVENT_DESIGN, isEventFont, type EventDesign, type ImageRef } from '@aula/shared';
import { fileUrl } from '../files/file-url';
import type { DesignWithImages } from './repository';

const imageRef = (id: number | null, storageKey: string | null): ImageRef | null =>
  id !== null && storageKey !== null ? { id, url: fileUrl(storageKey) } : null;

/** The design the organiser saved, or the defaults; whitelists the fields sent. */
export function presentDesign(eventId: number, row: DesignWithImages | null): EventDesign {
  if (!row) {
    return { eventId, image: null, logo: null, banner: null, ...DEFAULT_EVENT_DESIGN, saved: false };
  }
  return {
    eventId,
    image: imageRef(row.imageFileId, row.imageKey),
    logo: imageRef(row.logoFileId, row.logoKey),
    banner: imageRef(row.bannerFileId, row.bannerKey),
    primaryColor: row.primaryColor,
    backgroundColor: row.backgroundColor,
    accentColor: row.accentColor,
    font: isEventFont(row.font) ? row.font : DEFAULT_EVENT_DESIGN.font,
    saved: true,
  };
}
