import { qnaCalls, type QuestionAction } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** POST /api/qna/{eventId}/question/{questionId}/moderate: answers the question as it is now. */
export const moderateQuestion = (eventId: number, questionId: number, action: QuestionAction) =>
  callApi(qnaCalls.consoleModerate, { params: { eventId, questionId }, body: { action } });
