import { isMeetingIntegration, type MeetingJoin } from '@aula/shared';
import { notFound } from '../../http/domain-error';
import type { AuthenticatedAttendee } from '../../plugins/attendee-auth';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EngagementService } from '../engagement/service';
import type { EventsService } from '../events/service';
import type { UsersService } from '../users/service';
import type { RoomsService } from '../rooms/service';
import { bbbJoin } from './bigbluebutton';
import { jitsiJoin } from './jitsi';
import { zoomJoin } from './zoom';
import type { JoinRequest } from './opened-integration';
import { notConfigured } from './provider-errors';
import type { ProviderHttp } from './provider-http';
import type { MeetingIntegrationsService } from './service';

type MeetingJoinsDeps = {
  integrations: Pick<MeetingIntegrationsService, 'opened'>;
  rooms: Pick<RoomsService, 'venueRoom' | 'meetingRoom'>;
  engagement: Pick<EngagementService, 'viewer'>;
  events: Pick<EventsService, 'requireOwned'>;
  users: Pick<UsersService, 'findById'>;
  http: ProviderHttp;
  /** Keys the Jitsi rooms' names, so that they cannot be guessed from the ids. */
  roomNameKey: Buffer;
  now: () => Date;
};

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;
type MeetingRoom = { nameEn: string; type: string; meetingProvider: string; meetingUrl: string } | null;

/**
 * Joining a meeting room (docs/rules/venue.md#rooms-in-the-venue): only a meeting room of the caller's own event whose
 * provider the event has on, and for attendees only a visible one. Attendees join under the name of
 * their account, moderators and the event's organisers as moderators (in Zoom as participants). Any other room id is answered
 * like a missing one.
 */
export function createMeetingJoins(deps: MeetingJoinsDeps) {
  const { integrations, rooms, engagement, http } = deps;

  const joinRoom = async (eventId: number, roomId: number, room: MeetingRoom, person: Pick<JoinRequest, 'displayName' | 'moderator'>): Promise<MeetingJoin> => {
    if (!room || room.type !== 'meeting' || !isMeetingIntegration(room.meetingProvider)) throw notFound();
    const integration = await integrations.opened(eventId, room.meetingProvider);
    if (!integration) throw notConfigured();
    const join: JoinRequest = { eventId, roomId, roomName: room.nameEn, ...person };
    switch (integration.provider) {
      case 'jitsi':
        return jitsiJoin(integration, join, { roomNameKey: deps.roomNameKey, now: deps.now() });
      case 'bigbluebutton':
        return bbbJoin(http, integration, join);
      case 'zoom':
        return zoomJoin(integration, { ...join, meetingLink: room.meetingUrl }, deps.now());
    }
  };

  return {
    async venueJoin(attendee: Pick<AuthenticatedAttendee, 'accountId' | 'eventId' | 'companyId'>, roomId: number): Promise<MeetingJoin> {
      const room = await rooms.venueRoom(attendee.eventId, roomId);
      if (!room) throw notFound();
      const viewer = await engagement.viewer(attendee);
      return joinRoom(attendee.eventId, roomId, room, { displayName: viewer.displayName, moderator: viewer.moderator });
    },

    async organiserJoin(user: Caller, eventId: number, roomId: number): Promise<MeetingJoin> {
      await deps.events.requireOwned(user, eventId);
      const organiser = await deps.users.findById(user.id);
      if (!organiser) throw notFound();
      const displayName = `${organiser.firstName} ${organiser.lastName}`.trim();
      return joinRoom(eventId, roomId, await rooms.meetingRoom(eventId, roomId), { displayName, moderator: true });
    },
  };
}

export type MeetingJoins = ReturnType<typeof createMeetingJoins>;
