import { useQuery } from '@tanstack/react-query';
import { meetingIntegrationCalls, type MeetingIntegration } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/**
 * GET /api/meetingIntegrations/{eventId}, read as the providers a meeting room may pick
 * (docs/rules/rooms-and-agenda.md#meeting-integrations): those the event has on. Under the integrations screen's key,
 * so a save there is seen here.
 */
export function useConfiguredMeetingProviders(eventId: number): readonly MeetingIntegration[] {
  const { data } = useQuery({
    queryKey: ['event', eventId, 'meeting-integrations'],
    queryFn: ({ signal }) => callApi(meetingIntegrationCalls.list, { params: { eventId }, signal }),
    enabled: eventId > 0,
  });
  return data?.integrations.filter((integration) => integration.enabled).map((integration) => integration.provider) ?? [];
}
