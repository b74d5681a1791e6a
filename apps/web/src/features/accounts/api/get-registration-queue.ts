import { useQuery } from '@tanstack/react-query';
import { registrationCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountQueryKeys } from './account-query-keys';

/** GET /api/registrations/{eventId}: registrations awaiting approval or on the waiting list, oldest first. */
export function useRegistrationQueue(eventId: number) {
  return useQuery({
    queryKey: accountQueryKeys.registrations(eventId),
    queryFn: ({ signal }) => callApi(registrationCalls.queue, { params: { eventId }, signal }),
    enabled: eventId > 0,
  });
}
