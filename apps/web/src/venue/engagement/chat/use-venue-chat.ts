import { useCallback, useEffect, useState } from 'react';
import { venueChatCalls, type VenueChat, type VenueChatChannel } from '@aula/shared';
import { errorText } from '../../lib/error-text';
import { useTexts } from '../../lib/texts-context';
import { venueCall } from '../../lib/venue-api';
import { useVenueNotice } from '../../lib/venue-live';

/**
 * The attendee's channels, asked again when someone writes to them directly and when one of their
 * tabs has read a direct conversation, so the unread counts follow.
 */
export function useVenueChat() {
  const { t } = useTexts();
  const [chat, setChat] = useState<VenueChat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let active = true;
    venueCall(venueChatCalls.channels).then(
      (answer) => {
        if (!active) return;
        setChat(answer);
        setError(null);
      },
      (caught: unknown) => active && setError(errorText(caught, t)),
    );
    return () => {
      active = false;
    };
  }, [asked, t]);
  useVenueNotice('chatDirect', () => setAsked((count) => count + 1));
  useVenueNotice('chatRead', () => setAsked((count) => count + 1));

  /** Takes in a direct channel just opened by the attendee, which the list asked for earlier does not hold. */
  const adopt = useCallback((channel: VenueChatChannel) => {
    setChat((current) => (current && !current.channels.some((known) => known.id === channel.id) ? { ...current, channels: [...current.channels, channel] } : current));
  }, []);

  return { chat, error, adopt };
}
