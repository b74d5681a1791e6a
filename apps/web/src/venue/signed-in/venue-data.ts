import { createContext, useContext, useMemo } from 'react';
import { fixedOffset, type OffsetAt, type VenueContent, type VenueProfile } from '@aula/shared';
import type { Clock } from '../lib/clock';

/** What the signed-in pages share: the event's content, the attendee, the server's clock. */
export type VenueData = {
  content: VenueContent;
  profile: VenueProfile;
  clock: Clock;
  /** Shows a profile the server answered after a change. */
  setProfile: (profile: VenueProfile) => void;
};

export const VenueDataContext = createContext<VenueData | null>(null);

export function useVenueData(): VenueData {
  const data = useContext(VenueDataContext);
  if (!data) throw new Error('useVenueData works only on the signed-in pages');
  return data;
}

/**
 * The event's zone, in which the venue shows every moment (docs/rules/dates-and-times.md#zones);
 * none outside the signed-in pages, where no moment is shown.
 */
export function useVenueEventZone(): OffsetAt | undefined {
  const offset = useContext(VenueDataContext)?.content.event.timezoneOffset;
  return useMemo(() => (offset === undefined ? undefined : fixedOffset(offset)), [offset]);
}
