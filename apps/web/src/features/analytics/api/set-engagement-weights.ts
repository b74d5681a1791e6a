import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsCalls, type EngagementWeightsInput } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { analyticsQueryKeys } from './analytics-query-keys';

/** POST /api/analyticsWeights/{eventId}: new weights change every score, so every analytics answer is asked again. */
export function useSetEngagementWeights(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weights: EngagementWeightsInput) => callApi(analyticsCalls.setWeights, { params: { eventId }, body: weights }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analyticsQueryKeys.all(eventId) }),
  });
}
