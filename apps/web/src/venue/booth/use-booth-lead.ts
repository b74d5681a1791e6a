import { useEffect, useState } from 'react';
import { venueBoothLeadCalls, type VenueBoothLead, type VenueBoothLeadBody } from '@aula/shared';
import { venueCall } from '../lib/venue-api';

/**
 * The contact the attendee left at a booth: `undefined` while it is asked, null when none is
 * left; `save` and `withdraw` change it once the server has.
 */
export function useBoothLead(roomId: number) {
  const [lead, setLead] = useState<VenueBoothLead | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    venueCall(venueBoothLeadCalls.get, { params: { roomId } }).then(
      (answer) => active && setLead(answer),
      () => active && setLead(null),
    );
    return () => {
      active = false;
    };
  }, [roomId]);
  return {
    lead,
    save: async (body: VenueBoothLeadBody) => setLead(await venueCall(venueBoothLeadCalls.save, { params: { roomId }, body })),
    withdraw: async () => {
      await venueCall(venueBoothLeadCalls.withdraw, { params: { roomId } });
      setLead(null);
    },
  };
}
