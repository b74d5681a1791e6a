import { useQuery } from '@tanstack/react-query';
import { supportCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

export const supportInboxKey = ['support', 'inbox'] as const;

/**
 * GET /api/system/supportInbox: every company that wrote, unread first (staff only). Asked again
 * each time the inbox is shown: while it was not, nothing listened for new messages.
 */
export function useSupportInbox() {
  return useQuery({
    queryKey: supportInboxKey,
    queryFn: ({ signal }) => callApi(supportCalls.inbox, { signal, catcher: true }),
    refetchOnMount: 'always',
    retry: false,
  });
}
