import { useQuery, useQueryClient } from '@tanstack/react-query';
import { supportCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { supportInboxKey } from './get-support-inbox';

export const inboxConversationKey = (companyId: number) => [...supportInboxKey, companyId] as const;

/** GET /api/system/supportInbox/{companyId}: opening marks it read, so the inbox's counts are stale after. */
export function useInboxConversation(companyId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: inboxConversationKey(companyId ?? 0),
    queryFn: async ({ signal }) => {
      const conversation = await callApi(supportCalls.inboxConversation, { params: { companyId: companyId! }, signal, catcher: true });
      void queryClient.invalidateQueries({ queryKey: supportInboxKey, exact: true });
      return conversation;
    },
    enabled: companyId !== null,
    retry: false,
  });
}
