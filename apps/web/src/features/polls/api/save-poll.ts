import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pollCalls, type Poll, type SavePollBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { pollQueryKeys } from './poll-query-keys';

/** POST /api/poll; id 0 creates. Field errors come back as an ApiError with `fields`, shown by the form. */
export const savePoll = (body: SavePollBody) => callApi(pollCalls.save, { body, catcher: true });

export function useSavePoll(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePoll,
    onSuccess: (poll: Poll) => {
      queryClient.setQueryData(pollQueryKeys.one(eventId, poll.id), poll);
      return queryClient.invalidateQueries({ queryKey: pollQueryKeys.list(eventId) });
    },
  });
}
