import { useQuery } from '@tanstack/react-query';
import { supportCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

export const supportConversationKey = ['support', 'conversation'] as const;

/** GET /api/support/conversation: the company's conversation with support, oldest first. */
export function useSupportConversation() {
  return useQuery({
    queryKey: supportConversationKey,
    queryFn: ({ signal }) => callApi(supportCalls.conversation, { signal, catcher: true }),
    retry: false,
  });
}
