import { ROOM_PEOPLE_SHOWN, maySeeAttendeeList, type ChatPerson, type RoomPeople } from '@aula/shared';
import { notFound } from '../../http/domain-error';
import type { AuthenticatedAttendee } from '../../plugins/attendee-auth';
import type { EngagementService } from '../engagement/service';
import { fileUrl } from '../files/file-url';
import type { Presence } from '../presence/service';
import type { RegistrationService } from '../registration/service';
import type { RoomsService } from '../rooms/service';

type RoomPeopleDeps = {
  engagement: Pick<EngagementService, 'viewer' | 'authors'>;
  rooms: Pick<RoomsService, 'isVenueRoom'>;
  presence: Pick<Presence, 'accountsInRoom'>;
  registrations: Pick<RegistrationService, 'attendeeListVisibility'>;
};

const byName = (a: ChatPerson, b: ChatPerson) => a.displayName.localeCompare(b.displayName);

/**
 * Who is in a venue room now (docs/rules/venue.md#who-is-here), from presence across instances: the
 * count for every attendee of the event, the names only where the event shows them the attendee
 * list; erased accounts are counted but never named.
 */
export function createRoomPeopleService({ engagement, rooms, presence, registrations }: RoomPeopleDeps) {
  return {
    /** GET /api/venue/rooms/{roomId}/people: 404 for a room the attendee may not enter. */
    async list(attendee: AuthenticatedAttendee, roomId: number): Promise<RoomPeople> {
      const viewer = await engagement.viewer(attendee);
      if (!(await rooms.isVenueRoom(viewer.eventId, roomId))) throw notFound();
      // The asker is on the room's page: here, even before their socket's word of it has reached presence.
      const ids = [...new Set([...presence.accountsInRoom(viewer.eventId, roomId), viewer.accountId])];
      if (!maySeeAttendeeList(await registrations.attendeeListVisibility(viewer.eventId), viewer.moderator)) return { total: ids.length, people: null };
      const names = await engagement.authors(ids);
      const people = ids
        .flatMap((accountId) => {
          const known = names.get(accountId);
          return known?.displayName ? [{ accountId, displayName: known.displayName, photo: known.photo ? fileUrl(known.photo) : null }] : [];
        })
        .sort(byName)
        .slice(0, ROOM_PEOPLE_SHOWN);
      return { total: ids.length, people };
    },
  };
}

export type RoomPeopleService = ReturnType<typeof createRoomPeopleService>;
