import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roomCalls, type Room } from '@aula/shared';
import { showErrorToast } from '@/components/ui/toasts';
import { callApi } from '@/lib/api-call';
import { i18n } from '@/lib/i18n';
import { roomQueryKeys } from './room-query-keys';

/** POST /api/reorderRooms/{eventId}: every room id of the event in the new order. */
export const reorderRooms = (eventId: number, ids: number[]) =>
  callApi(roomCalls.reorder, { params: { eventId }, body: { ids }, catcher: true, spinner: false });

/**
 * Saves a new order at once: the list shows it before the server answers, and goes back to the
 * previous order with an error toast when the server refuses (e.g. a room was added elsewhere).
 */
export function useReorderRooms(eventId: number) {
  const queryClient = useQueryClient();
  const key = roomQueryKeys.list(eventId);
  return useMutation({
    mutationFn: (rooms: Room[]) => reorderRooms(eventId, rooms.map((room) => room.id)),
    onMutate: async (rooms: Room[]) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Room[]>(key);
      queryClient.setQueryData<Room[]>(key, rooms.map((room, position) => ({ ...room, position })));
      return { previous };
    },
    onError: (_error, _rooms, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      showErrorToast(i18n.t('rooms:list.reorderFailed'));
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (rooms) => queryClient.setQueryData(key, rooms),
  });
}
