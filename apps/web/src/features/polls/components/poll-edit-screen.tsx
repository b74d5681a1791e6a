import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePoll } from '../api/get-poll';
import { usePollRoute } from '../hooks/use-poll-route';
import { newPollValues, valuesFromPoll } from '../lib/poll-form-values';
import { PollForm } from './poll-form';

/** /event/{id}/communications/polls/{pollID}: 0 adds a poll (in the room of `?room=`, if given), any other edits it. */
export function PollEditScreen() {
  const { t } = useTranslation('polls');
  const { eventId, pollId } = usePollRoute();
  const listHref = `/event/${eventId}/communications/polls`;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listHref} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('edit.back')}
      </Anchor>
      <Title order={1}>{pollId === 0 ? t('edit.addTitle') : t('edit.title')}</Title>
      {pollId === 0 ? <NewPoll eventId={eventId} /> : <ExistingPoll key={pollId} eventId={eventId} pollId={pollId} listHref={listHref} />}
    </Stack>
  );
}

function NewPoll({ eventId }: { eventId: number }) {
  const [search] = useSearchParams();
  const [initialValues] = useState(() => newPollValues(Number(search.get('room')) || null));
  return <PollForm eventId={eventId} pollId={0} status="draft" initialValues={initialValues} />;
}

function ExistingPoll({ eventId, pollId, listHref }: { eventId: number; pollId: number; listHref: string }) {
  const { t } = useTranslation('polls');
  const { data: poll, isError } = usePoll(eventId, pollId);
  if (isError) {
    return (
      <Alert color="red" title={t('edit.loadFailed')}>
        <Button component={Link} to={listHref} variant="light" size="xs">
          {t('edit.back')}
        </Button>
      </Alert>
    );
  }
  if (!poll) return <Skeleton height={360} aria-busy="true" aria-label={t('edit.loading')} />;
  return <PollForm key={poll.id} eventId={eventId} pollId={poll.id} status={poll.status} initialValues={valuesFromPoll(poll)} />;
}
