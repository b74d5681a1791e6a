import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { inboxConversationKey } from './get-inbox-conversation';
import { supportInboxKey } from './get-support-inbox';

/** POST /api/system/supportInbox/{companyId}/messages: the staff's answer; the answer is the whole conversation. */
export function useAnswerSupport(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi(supportCalls.answer, { params: { companyId }, body: { body }, catcher: true }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(inboxConversationKey(companyId), conversation);
      void queryClient.invalidateQueries({ queryKey: supportInboxKey, exact: true });
    },
  });
}
