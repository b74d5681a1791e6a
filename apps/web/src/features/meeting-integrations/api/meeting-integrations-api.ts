import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meetingIntegrationCalls, type MeetingIntegration, type SaveMeetingIntegrationInput } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** Under ['event', id] so that leaving the event drops them with the rest; the rooms feature reads the same key. */
const integrationsKey = (eventId: number) => ['event', eventId, 'meeting-integrations'] as const;

export const meetingIntegrationsQuery = (eventId: number) =>
  queryOptions({
    queryKey: integrationsKey(eventId),
    queryFn: ({ signal }) => callApi(meetingIntegrationCalls.list, { params: { eventId }, signal }),
    enabled: eventId > 0,
  });

/** GET /api/meetingIntegrations/{eventId}: every provider, with whether its secret is stored. */
export function useMeetingIntegrations(eventId: number) {
  return useQuery(meetingIntegrationsQuery(eventId));
}

export type IntegrationInput = { eventId: number; provider: MeetingIntegration; body: SaveMeetingIntegrationInput };

/** POST /api/meetingIntegrations/{eventId}/{provider}; field errors come back as an ApiError with `fields`, shown by the form. */
export function useSaveMeetingIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, provider, body }: IntegrationInput) => callApi(meetingIntegrationCalls.save, { params: { eventId, provider }, body, catcher: true }),
    onSuccess: (integrations) => queryClient.setQueryData(integrationsKey(integrations.eventId), integrations),
  });
}

/** POST …/{provider}/test with the form's values; a refusal's message says what the administrator must do. */
export function useTestMeetingIntegration() {
  return useMutation({
    mutationFn: ({ eventId, provider, body }: IntegrationInput) => callApi(meetingIntegrationCalls.test, { params: { eventId, provider }, body, catcher: true }),
  });
}
