import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meetingIntegrationCalls, type MeetingIntegration, type SaveMeetingIntegrationInput } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { meetingIntegrationsKey, meetingIntegrationsQuery } from '@/lib/meeting-integrations-query';
import { subscribeSocketMessages } from '@/lib/socket';

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
    onSuccess: (integrations) => queryClient.setQueryData(meetingIntegrationsKey(integrations.eventId), integrations),
  });
}

/** POST …/teams/consent: Microsoft's admin consent address for the saved Azure app; the settings then show the consent waiting. */
export function useStartTeamsConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => callApi(meetingIntegrationCalls.teamsConsent, { params: { eventId }, catcher: true }),
    onSuccess: (_answer, eventId) => queryClient.invalidateQueries({ queryKey: meetingIntegrationsKey(eventId) }),
  });
}

/** Reads the settings again once the socket says Microsoft has answered a consent (`azureTokenObtained`). */
export function useRefreshOnTeamsConsent(eventId: number): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSocketMessages((message) => {
        if (message.action === 'azureTokenObtained') void queryClient.invalidateQueries({ queryKey: meetingIntegrationsKey(eventId) });
      }),
    [eventId, queryClient],
  );
}

/** POST …/{provider}/test with the form's values; a refusal's message says what the administrator must do. */
export function useTestMeetingIntegration() {
  return useMutation({
    mutationFn: ({ eventId, provider, body }: IntegrationInput) => callApi(meetingIntegrationCalls.test, { params: { eventId, provider }, body, catcher: true }),
  });
}
