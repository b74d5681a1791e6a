import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventNavigationSchema, type SaveNavigationBody } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { navigationQueryKeys } from './navigation-query-keys';

export type SaveNavigationInput = { eventId: number; body: SaveNavigationBody };

/** POST /api/navigation/{eventId}: the whole ordered menu; field errors come back as `items.{i}.{field}`. */
export const saveNavigation = ({ eventId, body }: SaveNavigationInput) =>
  apiRequest(`/navigation/${eventId}`, { method: 'POST', body, schema: eventNavigationSchema, catcher: true });

export function useSaveNavigation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNavigation,
    onSuccess: (navigation) => queryClient.setQueryData(navigationQueryKeys.navigation(navigation.eventId), navigation),
  });
}
