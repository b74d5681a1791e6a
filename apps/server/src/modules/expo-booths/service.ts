import { boothFileTypeError, normaliseBoothDescription, type Booth, type Room, type SaveBoothBody, type VenueBooth } from '@aula/shared';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { AuthenticatedAttendee } from '../attendee-auth/sessions';
import type { EventsService } from '../events/service';
import type { FilesService } from '../files/service';
import type { RoomsService } from '../rooms/service';
import { presentBooth, presentVenueBooth } from './presenter';
import { createExpoBoothsRepository } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

/** What booths lean on: the events service for the caller's right to the event, rooms for the room, files for the library. */
export type ExpoBoothsDeps = {
  events: Pick<EventsService, 'requireOwned'>;
  rooms: Pick<RoomsService, 'meetingRoom' | 'venueRoom'>;
  files: Pick<FilesService, 'requireOwnImage' | 'requireOwnDownload'>;
};

/** The booth content of an event's expo rooms (docs/rules/rooms-and-agenda.md#expo-booths). */
export function createExpoBoothsService(db: Database, { events, rooms, files }: ExpoBoothsDeps) {
  const repository = createExpoBoothsRepository(db);

  /** An expo room of one of the caller's events, or 404 like a missing one. */
  async function ownExpoRoom(user: Caller, eventId: number, roomId: number): Promise<Room> {
    await events.requireOwned(user, eventId);
    const room = await rooms.meetingRoom(eventId, roomId);
    if (!room || room.type !== 'expo') throw notFound();
    return room;
  }

  /** A visible expo room of the event, as its attendees may enter it, or 404 like a missing one. */
  async function venueExpoRoom(eventId: number, roomId: number): Promise<Room> {
    const room = await rooms.venueRoom(eventId, roomId);
    if (!room || room.type !== 'expo') throw notFound();
    return room;
  }

  return {
    ownExpoRoom,
    venueExpoRoom,

    /** GET /api/booth/{eventId}/{roomId} */
    async get(user: Caller, eventId: number, roomId: number): Promise<Booth> {
      await ownExpoRoom(user, eventId, roomId);
      return presentBooth(await repository.find(roomId));
    },

    /**
     * POST /api/booth: the body passed the shared rule already; here every file id is checked
     * against the caller's company (another company's file is a missing one) and the logo's shape.
     */
    async save(user: Caller, body: SaveBoothBody): Promise<Booth> {
      await ownExpoRoom(user, body.eventId, body.roomId);
      const logo = body.logoId === null ? null : await files.requireOwnImage(user, body.logoId, 'logoId');
      for (const fileId of body.fileIds) {
        const offered = await files.requireOwnDownload(user, fileId);
        if (boothFileTypeError(offered.contentType)) throw validationFailed({ fileIds: 'validation.booth_file_type_not_offered' });
      }
      await repository.save(body.roomId, {
        logoFileId: logo?.id ?? null,
        description: normaliseBoothDescription(body.description),
        links: body.links.map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
        fileIds: body.fileIds,
      });
      return presentBooth(await repository.find(body.roomId));
    },

    /**
     * GET /api/venue/booths/{roomId}: a visible expo room of the attendee's own event; any other
     * room, another event's above all, is answered like a missing one (docs/rules/venue.md#expo-booths).
     */
    async venueGet(attendee: Pick<AuthenticatedAttendee, 'eventId'>, roomId: number): Promise<VenueBooth> {
      await venueExpoRoom(attendee.eventId, roomId);
      return presentVenueBooth(await repository.find(roomId));
    },
  };
}

export type ExpoBoothsService = ReturnType<typeof createExpoBoothsService>;
