import { useQuery } from '@tanstack/react-query';
import { customCssCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { customCssQueryKeys } from './custom-css-query-keys';

/** GET /api/customCss/{eventId}: the CSS in use and the saved versions. */
export const getCustomCss = (eventId: number, signal?: AbortSignal) => callApi(customCssCalls.get, { params: { eventId }, signal });

export function useCustomCss(eventId: number) {
  return useQuery({ queryKey: customCssQueryKeys.customCss(eventId), queryFn: ({ signal }) => getCustomCss(eventId, signal), enabled: eventId > 0 });
}
