import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { engagementCalls, type EngagementSettings } from '@aula/shared';
import { callApi } from './api-call';

/** Event data: the key starts with ['event', id], so leaving the event drops it too. */
const settingsKey = (eventId: number) => ['event', eventId, 'engagement', 'settings'] as const;

/**
 * The event's live engagement settings (GET /api/engagementSettings/{eventId}): one query for the
 * screens that each show the setting they concern (the wall's moderation, the Q&A's, the chat's
 * direct messages), so a change on one is what the others read.
 */
export function useEngagementSettings(eventId: number) {
  return useQuery({
    queryKey: settingsKey(eventId),
    queryFn: ({ signal }) => callApi(engagementCalls.settings, { params: { eventId }, spinner: false, signal }),
    enabled: eventId > 0,
  });
}

/** Saves some of the settings (POST /api/engagementSettings/{eventId}); the others stay as they are. */
export function useSaveEngagementSettings(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<EngagementSettings>) => callApi(engagementCalls.saveSettings, { params: { eventId }, body: change }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(eventId), settings),
  });
}
