import type { VenueState } from '../schemas/venue';

/**
 * Where an event stands for its venue at `nowMs` (docs/rules/venue.md#the-venue): `upcoming` before its start, `open`
 * from the start until its closing instant, `closed` after it (as the public page). The venue can
 * be entered before the start (it shows the agenda, the rooms and a countdown), so `open` needs no
 * early margin: the countdown ends when the event begins. The server decides by its own clock and
 * sends that clock along (`nowMs`), so the browser can switch to `open` at the right moment.
 */
export function venueStateAt(event: { startMs: number; closingMs: number }, nowMs: number): VenueState {
  if (nowMs > event.closingMs) return 'closed';
  return nowMs >= event.startMs ? 'open' : 'upcoming';
}
