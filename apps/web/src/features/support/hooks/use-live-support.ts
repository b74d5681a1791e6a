import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeSocketMessages } from '@/lib/socket';
import { supportConversationKey } from '../api/get-support-conversation';
import { inboxConversationKey } from '../api/get-inbox-conversation';
import { supportInboxKey } from '../api/get-support-inbox';

/**
 * Keeps the organiser's support panel live (docs/decisions/0138-live-support-and-registrations.md):
 * a new message in the company's conversation, or a reconnect (pushes are not kept for an absent
 * socket), asks for the conversation again while the panel is open.
 */
export function useLiveSupportConversation(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSocketMessages((message) => {
        if (message.action === 'supportChanged' || message.action === 'authenticated') {
          void queryClient.invalidateQueries({ queryKey: supportConversationKey, exact: true });
        }
      }),
    [queryClient],
  );
}

/**
 * Keeps the staff's support inbox live: a new message of any company asks for the list again, and
 * for that company's conversation when it is open; a reconnect asks for everything shown again.
 */
export function useLiveSupportInbox(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSocketMessages((message) => {
        if (message.action === 'authenticated') void queryClient.invalidateQueries({ queryKey: supportInboxKey });
        if (message.action !== 'supportChanged') return;
        void queryClient.invalidateQueries({ queryKey: supportInboxKey, exact: true });
        void queryClient.invalidateQueries({ queryKey: inboxConversationKey(message.companyId), exact: true });
      }),
    [queryClient],
  );
}
