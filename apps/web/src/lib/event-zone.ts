import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { eventCalls, fixedOffset, type OffsetAt } from '@aula/shared';
import { callApi } from './api-call';

/** Under ['event', id] so that leaving the event drops it with the rest. */
export const eventZoneKey = (eventId: number) => ['event', eventId, 'time-zone'] as const;

/**
 * The zone every screen of an event shows its times in: the event's own, never the browser's
 * (docs/rules/dates-and-times.md#zones). Undefined until the event has answered, so that no time is
 * shown in a wrong zone meanwhile.
 */
export function useEventZone(eventId: number): OffsetAt | undefined {
  const offset = useQuery({
    queryKey: eventZoneKey(eventId),
    queryFn: ({ signal }) => callApi(eventCalls.get, { params: { id: eventId }, signal }),
    enabled: eventId > 0,
    select: (event) => event.timezone,
  }).data;
  return useMemo(() => (offset === undefined ? undefined : fixedOffset(offset)), [offset]);
}
