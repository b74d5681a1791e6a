import { isMeetingIntegration, type MeetingJoin } from '@aula/shared';
import { notFound } from '../../http/domain-error';
import type { AuthenticatedAttendee } from '../../plugins/attendee-auth';
import type { EngagementService } from '../engagement/service';
import type { RoomsService } from '../rooms/service';
import { bbbJoin } from './bigbluebutton';
import { jitsiJoin } from './jitsi';
import type { JoinRequest } from './opened-integration';
import { notConfigured } from './provider-errors';
import type { ProviderHttp } from './provider-http';
import type { MeetingIntegrationsService } from './service';

type MeetingJoinsDeps = {
  integrations: Pick<MeetingIntegrationsService, 'opened'>;
  rooms: Pick<RoomsService, 'venueRoom'>;
  engagement: Pick<EngagementService, 'viewer'>;
  http: ProviderHttp;
  now: () => Date;
};

/**
 * Joining a meeting room (docs/rules/venue.md#rooms-in-the-venue): only a visible meeting room of the attendee's own event
 * whose provider the event has on; the attendee joins under the name of their account, moderators
 * as moderators. Any other room id is answered like a missing one.
 */
export function createMeetingJoins(deps: MeetingJoinsDeps) {
  const { integrations, rooms, engagement, http } = deps;
  return {
    async venueJoin(attendee: Pick<AuthenticatedAttendee, 'accountId' | 'eventId' | 'companyId'>, roomId: number): Promise<MeetingJoin> {
      const room = await rooms.venueRoom(attendee.eventId, roomId);
      if (!room || room.type !== 'meeting' || !isMeetingIntegration(room.meetingProvider)) throw notFound();
      const viewer = await engagement.viewer(attendee);
      const integration = await integrations.opened(attendee.eventId, room.meetingProvider);
      if (!integration) throw notConfigured();
      const join: JoinRequest = { eventId: attendee.eventId, roomId, roomName: room.nameEn, displayName: viewer.displayName, moderator: viewer.moderator };
      return integration.provider === 'jitsi' ? jitsiJoin(integration, join, deps.now()) : bbbJoin(http, integration, join);
    },
  };
}

export type MeetingJoins = ReturnType<typeof createMeetingJoins>;
