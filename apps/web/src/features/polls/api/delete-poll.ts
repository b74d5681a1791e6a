import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pollCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { pollQueryKeys } from './poll-query-keys';

/** POST /api/deletePoll: deletes a draft or an archived poll. */
export const deletePoll = (eventId: number, pollId: number) => callApi(pollCalls.delete, { body: { eventId, pollId } });

export function useDeletePoll(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pollId: number) => deletePoll(eventId, pollId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pollQueryKeys.list(eventId) }),
  });
}
