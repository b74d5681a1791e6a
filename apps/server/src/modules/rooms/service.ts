import { iframeEmbedSrc, joinsThroughIntegration, roomSourceFields, slidoEmbedSrc, type MeetingIntegration, type Room, type SaveRoomBody } from '@aula/shared';
import type { Database } from '../../db/client';
import { validationFailed } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import type { FilesService } from '../files/service';
import type { SessionFigures } from '../analytics/session-figures';
import { sanitizeRoomDescription } from './description';
import { isSameRoomSet, requireRoomOfEvent } from './policy';
import { presentRoom } from './presenter';
import { createRoomsRepository, type StoredRoomFields } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

/** The other modules rooms lean on: the events service for the tenant check, the files service for images. */
export type RoomsDeps = {
  events: Pick<EventsService, 'requireOwned'>;
  files: Pick<FilesService, 'requireOwnImage'>;
  sessionFigures: Pick<SessionFigures, 'agendaChanged'>;
  /** Whether the event has a video-meeting provider on (docs/rules/rooms-and-agenda.md#meeting-integrations). */
  meetingIntegrations: { isConfigured(eventId: number, provider: MeetingIntegration): Promise<boolean> };
};

/**
 * The columns a save writes: names trimmed, descriptions sanitised, and only the source fields the
 * type uses, with each embed reduced to its validated source (the body was checked by the shared
 * schema already; an embed that yields no source cannot get here, but is refused again).
 */
function storedFields(body: SaveRoomBody, imageFileId: number | null): StoredRoomFields {
  const uses = new Set(roomSourceFields(body.type, body.meetingProvider));
  const pick = (field: 'streamUrl' | 'meetingProvider' | 'meetingUrl', value: string) => (uses.has(field) ? value.trim() : '');
  const embed = (field: 'embedCode' | 'qaEmbedCode', extract: (code: string) => string | null, key: string): string => {
    const code = body[field].trim();
    if (!uses.has(field) || code === '') return '';
    const src = extract(code);
    if (!src) throw validationFailed({ [field]: key });
    return src;
  };
  return {
    type: body.type,
    nameEn: body.nameEn.trim(),
    nameDe: body.nameDe.trim(),
    descriptionEn: sanitizeRoomDescription(body.descriptionEn),
    descriptionDe: sanitizeRoomDescription(body.descriptionDe),
    imageFileId,
    visible: body.visible,
    streamUrl: pick('streamUrl', body.streamUrl),
    meetingProvider: pick('meetingProvider', body.meetingProvider),
    meetingUrl: pick('meetingUrl', body.meetingUrl),
    embedCode: embed('embedCode', iframeEmbedSrc, 'validation.invalid_iframe'),
    qaEmbedCode: embed('qaEmbedCode', slidoEmbedSrc, 'validation.invalid_slido'),
  };
}

/** The rooms of an event: list, one room, save, delete and order. Every id is checked against the caller's company. */
export function createRoomsService(db: Database, { events, files, sessionFigures, meetingIntegrations }: RoomsDeps) {
  const repository = createRoomsRepository(db);

  /** A room of one of the caller's events (optionally of the given event), or 404. */
  async function ownRoom(user: Caller, roomId: number, eventId?: number) {
    const room = requireRoomOfEvent(await repository.findById(roomId), eventId);
    await events.requireOwned(user, room.eventId);
    return room;
  }

  return {
    /** The event's rooms in order (GET /api/rooms/{eventId}). */
    async list(user: Caller, eventId: number): Promise<Room[]> {
      await events.requireOwned(user, eventId);
      return (await repository.listForEvent(eventId)).map(presentRoom);
    },

    /** One room of the event (GET /api/room/{eventId}/{roomId}). */
    async get(user: Caller, eventId: number, roomId: number): Promise<Room> {
      await events.requireOwned(user, eventId);
      return presentRoom(await ownRoom(user, roomId, eventId));
    },

    /** Creates (id 0, appended at the end) or updates a room (POST /api/room). */
    async save(user: Caller, body: SaveRoomBody): Promise<Room> {
      await events.requireOwned(user, body.eventId);
      if (body.id > 0) await ownRoom(user, body.id, body.eventId);
      const image = body.imageId === null ? null : await files.requireOwnImage(user, body.imageId, 'imageId');
      // A meeting room joins through one of the event's providers only while the event has it on.
      if (joinsThroughIntegration(body) && !(await meetingIntegrations.isConfigured(body.eventId, body.meetingProvider))) {
        throw validationFailed({ meetingProvider: 'validation.meeting_provider_not_configured' });
      }
      const values = storedFields(body, image?.id ?? null);
      const row = body.id > 0 ? await repository.update(body.id, values) : await repository.insert(body.eventId, values);
      return presentRoom(row);
    },

    /**
     * Deletes a room (POST /api/deleteRoom); its agenda sessions keep their time without a room,
     * and so count no more minutes (docs/rules/analytics.md#storage).
     */
    async delete(user: Caller, roomId: number): Promise<void> {
      const room = await ownRoom(user, roomId);
      await repository.delete(roomId);
      await sessionFigures.agendaChanged(room.eventId);
    },

    /**
     * Saves a new order (POST /api/reorderRooms/{eventId}) in one transaction. `ids` must be
     * exactly the event's rooms, each once; otherwise nothing changes (400, field `ids`).
     */
    async reorder(user: Caller, eventId: number, ids: number[]): Promise<Room[]> {
      await events.requireOwned(user, eventId);
      const done = await repository.reorder(eventId, ids, (current) => isSameRoomSet(current, ids));
      if (!done) throw validationFailed({ ids: 'validation.invalid' });
      return (await repository.listForEvent(eventId)).map(presentRoom);
    },

    /** Whether an attendee of the event may be in the room: one of the event's visible rooms (the venue's presence). */
    async isVenueRoom(eventId: number, roomId: number): Promise<boolean> {
      const place = await repository.placeOf(roomId);
      return place !== null && place.eventId === eventId && place.visible;
    },

    /** A room of the event whether visible or not, for its organisers' own joins; null for any other id. */
    async meetingRoom(eventId: number, roomId: number): Promise<Room | null> {
      const room = await repository.findById(roomId);
      return room && room.eventId === eventId ? presentRoom(room) : null;
    },

    /** A visible room of the event, as the venue may enter it; null for any other id. */
    async venueRoom(eventId: number, roomId: number): Promise<Room | null> {
      const room = await repository.findById(roomId);
      return room && room.eventId === eventId && room.visible ? presentRoom(room) : null;
    },

    /**
     * Where a room belongs: its event, the event's company, and whether attendees may enter it;
     * null for an unknown room. For the engagement parts' checks of room ids (topics, Q&A, polls).
     */
    placeOf: (roomId: number) => repository.placeOf(roomId),
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
