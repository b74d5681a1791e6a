import type { MeetingProvider, Room, RoomType } from '@aula/shared';
import { fileUrl } from '../files/file-url';
import type { RoomWithImage } from './repository';

/** A room as the API sends it, whitelisting the fields; embeds leave as their stored source only. */
export function presentRoom(row: RoomWithImage): Room {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type as RoomType,
    nameEn: row.nameEn,
    nameDe: row.nameDe,
    descriptionEn: row.descriptionEn,
    descriptionDe: row.descriptionDe,
    image: row.imageFileId !== null && row.imageStorageKey ? { id: row.imageFileId, url: fileUrl(row.imageStorageKey) } : null,
    position: row.position,
    visible: row.visible,
    streamUrl: row.streamUrl,
    meetingProvider: row.meetingProvider as MeetingProvider | '',
    meetingUrl: row.meetingUrl,
    embedUrl: row.embedCode,
    qaEmbedUrl: row.qaEmbedCode,
  };
}
