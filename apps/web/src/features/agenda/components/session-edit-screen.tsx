import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgendaEvent, AgendaSession } from '@aula/shared';
import { EditLoadState, EditScreen } from '@/components/edit-screen/edit-screen';
import { useAgendaEvent } from '../api/get-agenda-event';
import { useAgendaSession } from '../api/get-agenda-session';
import { useAgendaRoute } from '../hooks/use-agenda-route';
import { newSessionValues, valuesFromSession } from '../lib/session-form-values';
import { SessionForm } from './session-form';

/** /event/{id}/content/agenda/{sessID}: id 0 adds a session, any other edits it. */
export function SessionEditScreen() {
  const { t } = useTranslation('agenda');
  const { eventId, sessionId } = useAgendaRoute();
  const back = { href: `/event/${eventId}/content/agenda`, label: t('edit.back') };
  const { data: info, isError: eventFailed } = useAgendaEvent(eventId);
  const session = useAgendaSession(eventId, sessionId);
  // A session's times are checked against its event's, so the form waits for both.
  const loaded: { event: AgendaEvent; session: AgendaSession | undefined } | undefined =
    info && (sessionId === 0 || session.data)
      ? {
          event: { startDate: info.startDate, startTime: info.startTime, endDate: info.endDate, endTime: info.endTime, timezoneOffset: info.timezone },
          session: session.data,
        }
      : undefined;

  return (
    <EditScreen back={back} title={sessionId === 0 ? t('edit.addTitle') : t('edit.title')}>
      <EditLoadState
        query={{ data: loaded, isError: eventFailed || session.isError }}
        back={back}
        texts={{ loading: t('edit.loading'), loadFailed: t('edit.loadFailed') }}
      >
        {({ event, session: existing }) =>
          existing ? (
            <SessionForm key={sessionId} eventId={eventId} sessionId={sessionId} event={event} initialValues={valuesFromSession(existing)} />
          ) : (
            <NewSession eventId={eventId} event={event} />
          )
        }
      </EditLoadState>
    </EditScreen>
  );
}

function NewSession({ eventId, event }: { eventId: number; event: AgendaEvent }) {
  const [initialValues] = useState(() => newSessionValues(event));
  return <SessionForm eventId={eventId} sessionId={0} event={event} initialValues={initialValues} />;
}
