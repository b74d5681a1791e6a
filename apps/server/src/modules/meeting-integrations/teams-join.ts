import { MEETING_EMBEDDED, type MeetingJoin } from '@aula/shared';
import type { JoinRequest, OpenedIntegration } from './opened-integration';
import type { MeetingIntegrationsRepository } from './repository';
import type { TeamsClient } from './teams';

/** What a Teams join needs: Graph, the rooms' kept meetings, and a log for a leftover meeting that could not be deleted. */
export type TeamsRoomMeetings = {
  client: Pick<TeamsClient, 'createMeeting' | 'deleteMeeting'>;
  repository: Pick<MeetingIntegrationsRepository, 'findRoomMeeting' | 'keepRoomMeetingIfAbsent'>;
  onLeftover: (error: unknown) => void;
  now: () => Date;
};

/**
 * The room's Teams meeting, created through Graph when first needed and kept per room: of two
 * first joins at once, the one whose row is kept wins; the other deletes the meeting it created and
 * joins the winner's (docs/decisions/0134-teams-meetings-kept-per-room.md). Everyone opens Teams'
 * join link in a new tab; Teams asks for the name and admits guests through its lobby.
 */
export async function teamsJoin(deps: TeamsRoomMeetings, integration: OpenedIntegration, join: JoinRequest): Promise<MeetingJoin> {
  const embed = MEETING_EMBEDDED.teams;
  const kept = await deps.repository.findRoomMeeting(join.roomId, 'teams');
  if (kept) return { url: kept.joinUrl, embed };
  const created = await deps.client.createMeeting(integration, join.roomName);
  const meeting = { meetingId: created.id, joinUrl: created.joinUrl };
  if (await deps.repository.keepRoomMeetingIfAbsent(join.roomId, 'teams', meeting, deps.now())) return { url: meeting.joinUrl, embed };
  await deps.client.deleteMeeting(integration, created.id).catch(deps.onLeftover);
  const winner = await deps.repository.findRoomMeeting(join.roomId, 'teams');
  return { url: (winner ?? meeting).joinUrl, embed };
}
