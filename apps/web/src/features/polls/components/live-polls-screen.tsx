import { useState } from 'react';
import { Alert, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconPresentation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { useLanguage } from '@/lib/use-language';
import { usePollRooms } from '../api/get-poll-rooms';
import { usePollRoute } from '../hooks/use-poll-route';
import { useRoomLivePolls } from '../hooks/use-room-live-polls';
import { localName } from '../lib/poll-labels';
import { PollResultBars } from './poll-result-bars';
import { PollStatusActions } from './poll-status-actions';
import { PollStatusBadge } from './poll-status-badge';
import { loadingProps } from '@/components/ui/loading-props';

/**
 * /event/{id}/communications/live-polls: during a session, the room's live polls to open and
 * close, each with its results as bars that move while the votes come in; the stage view opens
 * the room's results full screen.
 */
export function LivePollsScreen() {
  const { t } = useTranslation('polls');
  const { language } = useLanguage();
  const { eventId } = usePollRoute();
  const { data: rooms, isError } = usePollRooms(eventId);
  const [chosenRoom, setChosenRoom] = useState<string | null>(null);
  const roomId = chosenRoom !== null ? Number(chosenRoom) : (rooms?.[0]?.id ?? null);
  const { polls, results, status, apply } = useRoomLivePolls(eventId, roomId);
  const live = polls.filter((poll) => poll.live && poll.status !== 'archived');

  let content;
  if (isError || status === 'failed') content = <Alert color="red">{t('live.loadFailed')}</Alert>;
  else if (!rooms || (roomId !== null && status === 'loading')) content = <Skeleton height={200} {...loadingProps(t('live.loading'))} />;
  else if (live.length === 0) content = <EmptyState icon={IconPresentation} title={t('live.emptyTitle')} text={t('live.emptyText')} />;
  else {
    content = live.map((poll) => (
      <Card key={poll.id} withBorder padding="lg" data-testid="live-poll" aria-label={poll.question}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Group gap="xs">
                <PollStatusBadge status={poll.status} />
                <Text size="xs" c="dimmed">
                  {t(`kind.${poll.kind}`)}
                  {poll.resultsHidden ? ` · ${t('live.hiddenFromAttendees')}` : ''}
                </Text>
              </Group>
              <Title order={2} size="h3">
                {poll.question}
              </Title>
            </Stack>
            <PollStatusActions eventId={eventId} poll={poll} size="sm" onMoved={(moved) => apply([moved])} />
          </Group>
          <PollResultBars options={poll.options} results={results.get(poll.id) ?? poll.results} />
        </Stack>
      </Card>
    ));
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('live.title')}</Title>
        <Group>
          <Select
            aria-label={t('live.room')}
            value={roomId === null ? null : String(roomId)}
            onChange={setChosenRoom}
            allowDeselect={false}
            data={(rooms ?? []).map((room) => ({ value: String(room.id), label: localName(room.nameEn, room.nameDe, language) }))}
          />
          {roomId !== null && (
            <>
              <Button
                component="a"
                href={`/event/${eventId}/communications/live-polls/stage/${roomId}`}
                target="_blank"
                rel="noopener"
                variant="light"
                leftSection={<IconPresentation size={18} aria-hidden />}
              >
                {t('live.stage')}
              </Button>
              <Button component={Link} to={`/event/${eventId}/communications/polls/0?room=${roomId}`} leftSection={<IconPlus size={18} aria-hidden />}>
                {t('live.add')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {content}
    </Stack>
  );
}
