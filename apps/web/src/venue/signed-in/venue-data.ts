import { createContext, useContext } from 'react';
import type { VenueContent, VenueProfile } from '@aula/shared';
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
