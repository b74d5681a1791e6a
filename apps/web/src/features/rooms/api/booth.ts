import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boothCalls, type Booth, type SaveBoothBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { roomQueryKeys } from './room-query-keys';

/** GET /api/booth/{eventId}/{roomId}: an expo room's booth content. */
export function useBooth(eventId: number, roomId: number) {
  return useQuery({
    queryKey: roomQueryKeys.booth(eventId, roomId),
    queryFn: ({ signal }) => callApi(boothCalls.get, { params: { eventId, roomId }, signal }),
  });
}

/** POST /api/booth; field errors come back as an ApiError with `fields`, shown by the form. */
export function useSaveBooth(eventId: number, roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBoothBody) => callApi(boothCalls.save, { body, catcher: true }),
    onSuccess: (booth: Booth) => queryClient.setQueryData(roomQueryKeys.booth(eventId, roomId), booth),
  });
}
