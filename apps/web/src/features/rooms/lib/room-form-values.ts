import { embedCodeFor, type ImageRef, type Language, type Room, type RoomFields, type SaveRoomBody } from '@aula/shared';

/** The edit form's values: the shared room fields plus the chosen image. */
export type RoomFormValues = RoomFields & { image: ImageRef | null };

/** The fields in the order the form shows them, for focusing the first error. */
export const ROOM_FIELD_ORDER = [
  'nameEn',
  'descriptionEn',
  'nameDe',
  'descriptionDe',
  'type',
  'streamUrl',
  'meetingProvider',
  'meetingUrl',
  'embedCode',
  'qaEmbedCode',
  'image',
  'visible',
] as const;

/** A new room: a visible stage with nothing filled in. */
export function newRoomValues(): RoomFormValues {
  return {
    type: 'stage',
    nameEn: '',
    nameDe: '',
    descriptionEn: '',
    descriptionDe: '',
    visible: true,
    streamUrl: '',
    meetingProvider: '',
    meetingUrl: '',
    embedCode: '',
    qaEmbedCode: '',
    image: null,
  };
}

/** A saved room as form values; a stored embed source is shown as an iframe code again. */
export function valuesFromRoom(room: Room): RoomFormValues {
  return {
    type: room.type,
    nameEn: room.nameEn,
    nameDe: room.nameDe,
    descriptionEn: room.descriptionEn,
    descriptionDe: room.descriptionDe,
    visible: room.visible,
    streamUrl: room.streamUrl,
    meetingProvider: room.meetingProvider,
    meetingUrl: room.meetingUrl,
    embedCode: embedCodeFor(room.embedUrl),
    qaEmbedCode: embedCodeFor(room.qaEmbedUrl),
    image: room.image,
  };
}

/** The body of POST /api/room. */
export function saveRoomBody(eventId: number, roomId: number, { image, ...fields }: RoomFormValues): SaveRoomBody {
  return { ...fields, eventId, id: roomId, imageId: image?.id ?? null };
}

/** A room's name in the UI language, falling back to the other language's name. */
export function roomName(room: Pick<Room, 'nameEn' | 'nameDe'>, lang: Language): string {
  return (lang === 'de' ? room.nameDe || room.nameEn : room.nameEn || room.nameDe).trim();
}
