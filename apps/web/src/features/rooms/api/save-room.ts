import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roomCalls, type Room, type SaveRoomBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { roomQueryKeys } from './room-query-keys';

/** POST /api/room; id 0 creates. Field errors come back as an ApiError with `fields`, shown by the form. */
export const saveRoom = (body: SaveRoomBody) => callApi(roomCalls.save, { body, catcher: true });

export function useSaveRoom(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoom,
    onSuccess: (room: Room) => {
      queryClient.setQueryData(roomQueryKeys.one(eventId, room.id), room);
      return queryClient.invalidateQueries({ queryKey: roomQueryKeys.list(eventId) });
    },
  });
}
