import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pollCalls, type PollStatus } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { pollQueryKeys } from './poll-query-keys';

/** POST /api/pollStatus: opens, closes, archives or reopens a poll. */
export const setPollStatus = (eventId: number, pollId: number, status: PollStatus) =>
  callApi(pollCalls.setStatus, { body: { eventId, pollId, status } });

export function useSetPollStatus(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pollId, status }: { pollId: number; status: PollStatus }) => setPollStatus(eventId, pollId, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pollQueryKeys.all(eventId) }),
  });
}
