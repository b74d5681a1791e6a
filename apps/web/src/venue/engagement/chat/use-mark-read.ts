import { useEffect, useRef } from 'react';
import { venueChatCalls } from '@aula/shared';
import { venueCall } from '../../lib/venue-api';

/**
 * Tells the server that the attendee has seen a direct channel up to its newest message, while the
 * page is in view: at once, when a message arrives, and when the tab comes back to the front. A
 * failed call is left alone; the next message or return to the tab tries again.
 */
export function useMarkRead(channelId: number, newestId: number | undefined, enabled: boolean) {
  const sent = useRef(0);

  useEffect(() => {
    if (!enabled || newestId === undefined) return;
    const markRead = () => {
      if (document.visibilityState !== 'visible' || sent.current >= newestId) return;
      sent.current = newestId;
      venueCall(venueChatCalls.read, { params: { channelId }, body: { messageId: newestId } }).catch(() => {
        sent.current = 0;
      });
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [channelId, newestId, enabled]);
}
