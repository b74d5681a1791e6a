import { useQuery } from '@tanstack/react-query';
import { agendaCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { agendaQueryKeys } from './agenda-query-keys';

/** GET /api/agendaSpeakers/{eventId}: the event's speakers and whoever already speaks at one of its sessions. */
export function useSessionSpeakerOptions(eventId: number) {
  return useQuery({
    queryKey: agendaQueryKeys.speakers(eventId),
    queryFn: ({ signal }) => callApi(agendaCalls.speakers, { params: { id: eventId }, signal, spinner: false }),
    enabled: eventId > 0,
  });
}
