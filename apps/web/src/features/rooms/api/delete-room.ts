import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roomCalls, type Room } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { roomQueryKeys } from './room-query-keys';

/** POST /api/deleteRoom */
export const deleteRoom = (roomId: number) => callApi(roomCalls.delete, { body: { room_id: roomId } });

/** Deletes a room and drops it from the cached list at once, then reloads the list. */
export function useDeleteRoom(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: (_answer, roomId) => {
      queryClient.setQueryData<Room[]>(roomQueryKeys.list(eventId), (rooms) => rooms?.filter((room) => room.id !== roomId));
      queryClient.removeQueries({ queryKey: roomQueryKeys.one(eventId, roomId) });
      return queryClient.invalidateQueries({ queryKey: roomQueryKeys.list(eventId) });
    },
  });
}
