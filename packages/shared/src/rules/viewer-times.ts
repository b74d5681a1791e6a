import { formatSessionTimes, type OffsetAt } from './public-times';
import { shownZoneName } from './shown-times';

/**
 * A session's times as the venue's agenda shows them (docs/rules/dates-and-times.md#zones): in the
 * event's zone with its name, and, where the attendee's own clock reads otherwise at the start or
 * the end, in theirs too: '14:00 – 15:00 UTC +01:00' and '08:00 – 09:00 UTC -05:00'. `viewer` is
 * null when one time is enough. `day` is the day the session is listed under, in the event's zone.
 */
export function sessionTimesForViewer(
  session: { startMs: number; endMs: number },
  day: string,
  zones: { event: OffsetAt; viewer: OffsetAt },
  lang: 'en' | 'de',
): { event: string; viewer: string | null } {
  const { startMs, endMs } = session;
  const inZone = (zone: OffsetAt, headingDay: string) => `${formatSessionTimes(startMs, endMs, headingDay, zone, lang)} ${shownZoneName(startMs, zone)}`;
  const same = zones.viewer(startMs) === zones.event(startMs) && zones.viewer(endMs) === zones.event(endMs);
  // The viewer's times name their own day whenever it is not the one the list shows.
  return { event: inZone(zones.event, day), viewer: same ? null : inZone(zones.viewer, day) };
}
