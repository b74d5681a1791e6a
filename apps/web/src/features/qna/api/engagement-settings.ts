import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { engagementCalls, type EngagementSettings } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { qnaQueryKeys } from './qna-query-keys';

/** GET /api/engagementSettings/{eventId}: among them how questions are published. */
export const getEngagementSettings = (eventId: number, signal?: AbortSignal) => callApi(engagementCalls.settings, { params: { eventId }, signal });

export const engagementSettingsQuery = (eventId: number) =>
  queryOptions({ queryKey: qnaQueryKeys.settings(eventId), queryFn: ({ signal }) => getEngagementSettings(eventId, signal), enabled: eventId > 0 });

export function useEngagementSettings(eventId: number) {
  return useQuery(engagementSettingsQuery(eventId));
}

/** POST /api/engagementSettings/{eventId} with only the Q&A's moderation mode; the other settings stay. */
export const saveQnaModeration = (eventId: number, qnaModeration: EngagementSettings['qnaModeration']) =>
  callApi(engagementCalls.saveSettings, { params: { eventId }, body: { qnaModeration } });

export function useSaveQnaModeration(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: EngagementSettings['qnaModeration']) => saveQnaModeration(eventId, mode),
    onSuccess: (settings) => queryClient.setQueryData(qnaQueryKeys.settings(eventId), settings),
  });
}
