import { useMutation, useQueryClient } from '@tanstack/react-query';
import { designCalls, type SaveEventDesignInput } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { designQueryKeys } from './design-query-keys';

export type SaveDesignInput = { eventId: number; body: SaveEventDesignInput };

/** POST /api/design/{eventId}; field errors come back as an ApiError with `fields`, shown by the form. */
export const saveDesign = ({ eventId, body }: SaveDesignInput) =>
  callApi(designCalls.save, { params: { eventId }, body, catcher: true });

export function useSaveDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDesign,
    onSuccess: async (design) => {
      queryClient.setQueryData(designQueryKeys.design(design.eventId), design);
      // The event image also shows in the toolbar and the events list.
      await queryClient.invalidateQueries({ queryKey: ['event', design.eventId], predicate: (query) => query.queryKey[2] !== 'design' });
      await queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
