import { queryOptions, useQuery } from '@tanstack/react-query';
import { agendaCalls, type AgendaSession } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { qnaQueryKeys } from './qna-query-keys';

/** GET /api/agenda/{id}, flattened: every session of the event, to narrow a room's questions to one. */
export const getQnaSessions = async (eventId: number, signal?: AbortSignal): Promise<AgendaSession[]> => {
  const agenda = await callApi(agendaCalls.get, { params: { id: eventId }, signal });
  return [...agenda.categories.flatMap((category) => category.sessions), ...agenda.uncategorized];
};

export const qnaSessionsQuery = (eventId: number) =>
  queryOptions({ queryKey: qnaQueryKeys.sessions(eventId), queryFn: ({ signal }) => getQnaSessions(eventId, signal), enabled: eventId > 0 });

export function useQnaSessions(eventId: number) {
  return useQuery(qnaSessionsQuery(eventId));
}
