import { qnaCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** GET /api/qna/{eventId}/{roomId}/after/{after}: the room's questions changed after a change number (0: all). */
export const getRoomQuestions = async (eventId: number, roomId: number, after: number) =>
  (await callApi(qnaCalls.consoleQuestions, { params: { eventId, roomId, after } })).questions;
