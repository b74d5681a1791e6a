import { useEffect, useState } from 'react';
import { venueChatCalls } from '@aula/shared';
import { venueCall } from '../../lib/venue-api';
import { useVenueNotice } from '../../lib/venue-live';

/**
 * The unread messages of the attendee's direct conversations, for the menu: asked once, and again
 * when someone writes to them directly or one of their tabs has read a conversation. Without the
 * chat in the menu (`enabled` false) nothing is asked; a failed answer shows no count.
 */
export function useChatUnread(enabled: boolean): number {
  const [unread, setUnread] = useState(0);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    venueCall(venueChatCalls.unread).then(
      (answer) => active && setUnread(answer.unread),
      () => active && setUnread(0),
    );
    return () => {
      active = false;
    };
  }, [enabled, asked]);
  useVenueNotice('chatDirect', () => setAsked((count) => count + 1));
  useVenueNotice('chatRead', () => setAsked((count) => count + 1));

  return enabled ? unread : 0;
}
