import { useMutation } from '@tanstack/react-query';
import { meetingIntegrationCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** POST /api/meetingIntegrations/{eventId}/rooms/{roomId}/join: the organiser's own join, as moderator. */
export function useJoinMeetingAsModerator(eventId: number) {
  return useMutation({
    mutationFn: (roomId: number) => callApi(meetingIntegrationCalls.organiserJoin, { params: { eventId, roomId }, catcher: true }),
  });
}
