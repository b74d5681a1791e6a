import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useEventInfo } from '../api/get-event';
import { useRouteEventId } from '../hooks/use-route-event-id';
import { newEventValues, valuesFromEvent, viewerTimeZone } from '../lib/setup-form-values';
import { EventSetupForm } from './event-setup-form';
import { loadingProps } from '@/components/ui/loading-props';

/** /event/{id}/dashboard: a new event (id 0) starts from defaults, an existing one from the server. */
export function EventSetupScreen() {
  const eventId = useRouteEventId();
  return eventId === 0 ? <NewEventSetup /> : <ExistingEventSetup eventId={eventId} />;
}

function NewEventSetup() {
  const [searchParams] = useSearchParams();
  const [initialValues] = useState(() =>
    newEventValues({ name: searchParams.get('name')?.trim() ?? '', nowMs: Date.now(), timezone: viewerTimeZone() }),
  );
  return <EventSetupForm eventId={0} saved={null} initialValues={initialValues} />;
}

function ExistingEventSetup({ eventId }: { eventId: number }) {
  const { t } = useTranslation('event-setup');
  const { data: event, isError } = useEventInfo(eventId);
  if (isError) {
    return (
      <Alert color="red" title={t('loadFailed.title')}>
        <Stack gap="sm" align="flex-start">
          {t('loadFailed.text')}
          <Button component={Link} to="/events" variant="light" size="xs">
            {t('loadFailed.back')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!event) {
    return (
      <Stack gap="md" {...loadingProps(t('loading'))}>
        <Skeleton height={36} width="40%" />
        <Skeleton height={220} />
        <Skeleton height={260} />
      </Stack>
    );
  }
  // Keyed by id: the form starts from this event's values and never keeps another event's.
  return <EventSetupForm key={event.id} eventId={event.id} saved={event} initialValues={valuesFromEvent(event)} />;
}
