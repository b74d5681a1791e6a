import { useQuery } from '@tanstack/react-query';
import type { MeetingIntegration, MeetingIntegrations } from '@aula/shared';
import { meetingIntegrationsQuery } from '@/lib/meeting-integrations-query';

const enabledProviders = (integrations: MeetingIntegrations): readonly MeetingIntegration[] =>
  integrations.integrations.filter((integration) => integration.enabled).map((integration) => integration.provider);

/**
 * The providers a meeting room may pick (docs/rules/rooms-and-agenda.md#meeting-integrations): those
 * the event has on, read from the integrations screen's own query.
 */
export function useConfiguredMeetingProviders(eventId: number): readonly MeetingIntegration[] {
  const { data } = useQuery({ ...meetingIntegrationsQuery(eventId), select: enabledProviders });
  return data ?? [];
}
