import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { loadingProps } from '@/components/ui/loading-props';
import { useMeetingIntegrations } from '../api/meeting-integrations-api';
import { IntegrationForm } from './integration-form';

/** /event/{id}/settings/integrations: a section per video-meeting provider (docs/rules/rooms-and-agenda.md#meeting-integrations). */
export function MeetingIntegrationsScreen() {
  const { t } = useTranslation('meeting-integrations');
  const eventId = Number(useParams().id ?? 0);
  const { data, isError } = useMeetingIntegrations(eventId);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      {isError && <Alert color="red" title={t('loadFailed')} />}
      {!isError && !data && <Skeleton height={420} {...loadingProps(t('loading'))} />}
      {data?.integrations.map((settings) => (
        // Keyed by event and provider: a form starts from its own provider's settings and never keeps another's.
        <IntegrationForm key={`${eventId}-${settings.provider}`} eventId={eventId} settings={settings} />
      ))}
    </Stack>
  );
}
