import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventDesignSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { designQueryKeys } from './design-query-keys';

/** GET /api/design/{eventId}: the saved design, or the defaults. */
export const getDesign = (eventId: number, signal?: AbortSignal) => apiRequest(`/design/${eventId}`, { schema: eventDesignSchema, signal });

export const designQuery = (eventId: number) =>
  queryOptions({ queryKey: designQueryKeys.design(eventId), queryFn: ({ signal }) => getDesign(eventId, signal), enabled: eventId > 0 });

export function useDesign(eventId: number) {
  return useQuery(designQuery(eventId));
}
