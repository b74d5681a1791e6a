import { useCallback, useEffect, useState } from 'react';
import { changesRestrictions, engagementCalls, topicOf, type Restriction } from '@aula/shared';
import { venueCall } from '../../lib/venue-api';
import { useVenueLive } from '../../lib/venue-live';

type RestrictionsState = { status: 'loading' | 'ready' | 'failed'; restrictions: Restriction[]; eventId: number | null };

/**
 * For moderators: the event's mutes and bans in force, asked again whenever one is set or lifted
 * (by them, another moderator or the organisers) and after the socket was away. The list is short,
 * so asking again is simpler than applying each change.
 */
export function useVenueRestrictions() {
  const live = useVenueLive();
  const [state, setState] = useState<RestrictionsState>({ status: 'loading', restrictions: [], eventId: null });
  const [asked, setAsked] = useState(0);
  const refresh = useCallback(() => setAsked((count) => count + 1), []);

  useEffect(() => {
    let active = true;
    venueCall(engagementCalls.venueRestrictions).then(
      (answer) => active && setState({ status: 'ready', restrictions: answer.restrictions, eventId: answer.eventId }),
      () => active && setState((current) => ({ ...current, status: 'failed' })),
    );
    return () => {
      active = false;
    };
  }, [asked]);

  const { eventId } = state;
  useEffect(() => {
    if (eventId === null) return;
    return live.follow(topicOf('moderation', eventId), {
      onSubscribed: refresh,
      onChange: (event) => {
        if (changesRestrictions(event)) refresh();
      },
    });
  }, [live, eventId, refresh]);

  return { ...state, refresh };
}
