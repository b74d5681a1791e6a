import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EditLoadState, EditScreen, type BackLink } from '@/components/edit-screen/edit-screen';
import { positiveId } from '@/lib/route-ids';
import { usePoll } from '../api/get-poll';
import { usePollRoute } from '../hooks/use-poll-route';
import { newPollValues, valuesFromPoll } from '../lib/poll-form-values';
import { PollForm } from './poll-form';

/** /event/{id}/communications/polls/{pollID}: 0 adds a poll (in the room of `?room=`, if given), any other edits it. */
export function PollEditScreen() {
  const { t } = useTranslation('polls');
  const { eventId, pollId } = usePollRoute();
  const back = { href: `/event/${eventId}/communications/polls`, label: t('edit.back') };
  return (
    <EditScreen back={back} title={pollId === 0 ? t('edit.addTitle') : t('edit.title')}>
      {pollId === 0 ? <NewPoll eventId={eventId} /> : <ExistingPoll key={pollId} eventId={eventId} pollId={pollId} back={back} />}
    </EditScreen>
  );
}

function NewPoll({ eventId }: { eventId: number }) {
  const [search] = useSearchParams();
  const [initialValues] = useState(() => newPollValues(positiveId(search.get('room')) || null));
  return <PollForm eventId={eventId} pollId={0} status="draft" initialValues={initialValues} />;
}

function ExistingPoll({ eventId, pollId, back }: { eventId: number; pollId: number; back: BackLink }) {
  const { t } = useTranslation('polls');
  return (
    <EditLoadState query={usePoll(eventId, pollId)} back={back} texts={{ loading: t('edit.loading'), loadFailed: t('edit.loadFailed') }}>
      {(poll) => <PollForm key={poll.id} eventId={eventId} pollId={poll.id} status={poll.status} initialValues={valuesFromPoll(poll)} />}
    </EditLoadState>
  );
}
