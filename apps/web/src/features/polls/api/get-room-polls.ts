import { pollCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** GET /api/roomPolls/{eventId}/{roomId}?after=: the room's polls changed after a seq, with results (the live screens' catch-up). */
export const getRoomPolls = (eventId: number, roomId: number, after: number) => callApi(pollCalls.roomPolls, { params: { eventId, roomId }, query: { after } });
