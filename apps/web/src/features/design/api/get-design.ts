import { queryOptions, useQuery } from '@tanstack/react-query';
import { designCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { designQueryKeys } from './design-query-keys';

/** GET /api/design/{eventId}: the saved design, or the defaults. */
export const getDesign = (eventId: number, signal?: AbortSignal) => callApi(designCalls.get, { params: { eventId }, signal });

export const designQuery = (eventId: number) =>
  queryOptions({ queryKey: designQueryKeys.design(eventId), queryFn: ({ signal }) => getDesign(eventId, signal), enabled: eventId > 0 });

export function useDesign(eventId: number) {
  return useQuery(designQuery(eventId));
}
