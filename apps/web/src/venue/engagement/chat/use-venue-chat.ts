import { useEffect, useState } from 'react';
import { venueChatCalls, type VenueChat } from '@aula/shared';
import { errorText } from '../../lib/error-text';
import { useTexts } from '../../lib/texts-context';
import { venueCall } from '../../lib/venue-api';
import { useVenueNotice } from '../../lib/venue-live';

/** The attendee's channels, asked again when someone opens a direct conversation with them. */
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

  return { chat, error };
}
