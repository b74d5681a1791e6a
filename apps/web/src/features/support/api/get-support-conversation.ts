import { useQuery } from '@tanstack/react-query';
import { supportCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

export const supportConversationKey = ['support', 'conversation'] as const;

/**
 * GET /api/support/conversation: the company's conversation with support, oldest first. Asked
 * again each time the panel opens: while it was closed, nothing listened for new messages.
 */
export function useSupportConversation() {
  return useQuery({
    queryKey: supportConversationKey,
    queryFn: ({ signal }) => callApi(supportCalls.conversation, { signal, catcher: true }),
    refetchOnMount: 'always',
    retry: false,
  });
}
