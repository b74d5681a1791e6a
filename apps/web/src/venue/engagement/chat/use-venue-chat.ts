import { useCallback, useEffect, useState } from 'react';
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

  const load = useCallback(async () => {
    try {
      setChat(await venueCall(venueChatCalls.channels));
      setError(null);
    } catch (caught) {
      setError(errorText(caught, t));
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);
  useVenueNotice('chatDirect', () => void load());

  return { chat, error, reload: load };
}
