import { queryOptions } from '@tanstack/react-query';
import { meetingIntegrationCalls } from '@aula/shared';
import { callApi } from './api-call';

/** Under ['event', id] so that leaving the event drops them with the rest. */
export const meetingIntegrationsKey = (eventId: number) => ['event', eventId, 'meeting-integrations'] as const;

/**
 * GET /api/meetingIntegrations/{eventId}: one definition for the integrations screen and the rooms'
 * provider choice, so a save on the one is what the other reads.
 */
export const meetingIntegrationsQuery = (eventId: number) =>
  queryOptions({
    queryKey: meetingIntegrationsKey(eventId),
    queryFn: ({ signal }) => callApi(meetingIntegrationCalls.list, { params: { eventId }, signal }),
    enabled: eventId > 0,
  });
