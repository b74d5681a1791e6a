import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { supportCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { supportInboxKey } from './get-support-inbox';

export const inboxConversationKey = (companyId: number) => [...supportInboxKey, companyId] as const;

/**
 * GET /api/system/supportInbox/{companyId}: opening marks it read, so the inbox's counts are stale
 * after. Asked again each time it is opened, as the staff member reads it then.
 */
export function useInboxConversation(companyId: number | null) {
  const queryClient = useQueryClient();
  const conversation = useQuery({
    queryKey: inboxConversationKey(companyId ?? 0),
    queryFn: ({ signal }) => callApi(supportCalls.inboxConversation, { params: { companyId: companyId! }, signal, catcher: true }),
    enabled: companyId !== null,
    refetchOnMount: 'always',
    retry: false,
  });
  // Each answer the server gave marked the conversation read: the inbox asks for its counts again.
  const { dataUpdatedAt } = conversation;
  useEffect(() => {
    if (dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: supportInboxKey, exact: true });
  }, [dataUpdatedAt, queryClient]);
  return conversation;
}
