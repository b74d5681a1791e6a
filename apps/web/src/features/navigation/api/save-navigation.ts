import { useMutation, useQueryClient } from '@tanstack/react-query';
import { navigationCalls, type SaveNavigationBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { navigationQueryKeys } from './navigation-query-keys';

export type SaveNavigationInput = { eventId: number; body: SaveNavigationBody };

/** POST /api/navigation/{eventId}: the whole ordered menu; field errors come back as `items.{i}.{field}`. */
export const saveNavigation = ({ eventId, body }: SaveNavigationInput) =>
  callApi(navigationCalls.save, { params: { eventId }, body, catcher: true });

export function useSaveNavigation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNavigation,
    onSuccess: (navigation) => queryClient.setQueryData(navigationQueryKeys.navigation(navigation.eventId), navigation),
  });
}
