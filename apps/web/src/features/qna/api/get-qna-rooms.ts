import { queryOptions, useQuery } from '@tanstack/react-query';
import { roomCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { qnaQueryKeys } from './qna-query-keys';

/** GET /api/rooms/{eventId}: the rooms whose questions the screen can show. */
export const getQnaRooms = (eventId: number, signal?: AbortSignal) => callApi(roomCalls.list, { params: { eventId }, signal });

export const qnaRoomsQuery = (eventId: number) =>
  queryOptions({ queryKey: qnaQueryKeys.rooms(eventId), queryFn: ({ signal }) => getQnaRooms(eventId, signal), enabled: eventId > 0 });

export function useQnaRooms(eventId: number) {
  return useQuery(qnaRoomsQuery(eventId));
}
