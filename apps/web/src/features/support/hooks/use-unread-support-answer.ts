import { useEffect, useState } from 'react';
import { subscribeSocketMessages } from '@/lib/socket';

/**
 * Whether the staff answered while the Help panel was closed (docs/decisions/0138-live-support-and-registrations.md):
 * the Help button shows a mark until the panel is opened. `seen` clears it.
 */
export function useUnreadSupportAnswer(listening: boolean, panelOpen: boolean): { unread: boolean; seen: () => void } {
  const [unread, setUnread] = useState(false);
  useEffect(() => {
    if (!listening || panelOpen) return;
    return subscribeSocketMessages((message) => {
      if (message.action === 'supportChanged' && message.fromStaff) setUnread(true);
    });
  }, [listening, panelOpen]);
  return { unread, seen: () => setUnread(false) };
}
