import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsCalls, type AnalyticsRetention } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { analyticsQueryKeys } from './analytics-query-keys';

/** POST /api/analyticsRetention/{eventId}: the dashboard shows the saved retention, so it is asked again. */
export function useSetAnalyticsRetention(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (retention: AnalyticsRetention) => callApi(analyticsCalls.setRetention, { params: { eventId }, body: retention }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analyticsQueryKeys.all(eventId) }),
  });
}
