import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgendaEvent } from '@aula/shared';
import { useAgendaEvent } from '../api/get-agenda-event';
import { useAgendaSession } from '../api/get-agenda-session';
import { useAgendaRoute } from '../hooks/use-agenda-route';
import { newSessionValues, valuesFromSession } from '../lib/session-form-values';
import { SessionForm } from './session-form';

/** /event/{id}/content/agenda/{sessID}: id 0 adds a session, any other edits it. */
export function SessionEditScreen() {
  const { t } = useTranslation('agenda');
  const { eventId, sessionId } = useAgendaRoute();
  const listHref = `/event/${eventId}/content/agenda`;
  const { data: info, isError: eventFailed } = useAgendaEvent(eventId);
  const session = useAgendaSession(eventId, sessionId);
  const event: AgendaEvent | null = info
    ? { startDate: info.startDate, startTime: info.startTime, endDate: info.endDate, endTime: info.endTime, timezoneOffset: info.timezone }
    : null;

  let body;
  if (eventFailed || session.isError) {
    body = (
      <Alert color="red" title={t('edit.loadFailed')}>
        <Button component={Link} to={listHref} variant="light" size="xs">
          {t('edit.back')}
        </Button>
      </Alert>
    );
  } else if (!event || (sessionId !== 0 && !session.data)) {
    body = (
      <Stack gap="md" aria-busy="true" aria-label={t('edit.loading')}>
        <Skeleton height={260} />
        <Skeleton height={160} />
      </Stack>
    );
  } else if (sessionId === 0) {
    body = <NewSession eventId={eventId} event={event} />;
  } else {
    body = <SessionForm key={sessionId} eventId={eventId} sessionId={sessionId} event={event} initialValues={valuesFromSession(session.data!)} />;
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listHref} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('edit.back')}
      </Anchor>
      <Title order={1}>{sessionId === 0 ? t('edit.addTitle') : t('edit.title')}</Title>
      {body}
    </Stack>
  );
}

function NewSession({ eventId, event }: { eventId: number; event: AgendaEvent }) {
  const [initialValues] = useState(() => newSessionValues(event));
  return <SessionForm eventId={eventId} sessionId={0} event={event} initialValues={initialValues} />;
}
