import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { supportConversationKey } from './get-support-conversation';

/** POST /api/support/messages: the answer is the whole conversation as it is now. */
export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi(supportCalls.send, { body: { body }, catcher: true }),
    onSuccess: (conversation) => queryClient.setQueryData(supportConversationKey, conversation),
  });
}
