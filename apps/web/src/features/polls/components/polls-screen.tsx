import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Select, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconChartBar, IconDownload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Poll } from '@aula/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { showErrorToast, showSuccessToast } from '@/components/ui/toasts';
import { useLanguage } from '@/lib/use-language';
import { useDeletePoll } from '../api/delete-poll';
import { downloadPollResults } from '../api/download-poll-results';
import { usePollRooms } from '../api/get-poll-rooms';
import { usePolls } from '../api/get-polls';
import { usePollRoute } from '../hooks/use-poll-route';
import { localName } from '../lib/poll-labels';
import { PollStatusActions } from './poll-status-actions';
import { PollStatusBadge } from './poll-status-badge';
import { loadingProps } from '@/components/ui/loading-props';

const ALL_ROOMS = 'all';

/** /event/{id}/communications/polls: the event's polls per room, with their status and what can be done with each. */
export function PollsScreen() {
  const { t } = useTranslation('polls');
  const { language } = useLanguage();
  const { eventId } = usePollRoute();
  const { data: polls, isError } = usePolls(eventId);
  const { data: rooms } = usePollRooms(eventId);
  const remove = useDeletePoll(eventId);
  const [roomFilter, setRoomFilter] = useState(ALL_ROOMS);
  const [deleting, setDeleting] = useState<Poll | null>(null);

  const roomNames = new Map((rooms ?? []).map((room) => [room.id, localName(room.nameEn, room.nameDe, language)]));
  const shownRooms = (rooms ?? []).filter((room) => roomFilter === ALL_ROOMS || String(room.id) === roomFilter);

  const exportResults = async (poll: Poll) => {
    try {
      await downloadPollResults(eventId, poll.id);
    } catch {
      showErrorToast(t('list.exportFailed'));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      showSuccessToast(t('delete.done'));
    } catch {
      // The API client has shown the failure.
    } finally {
      setDeleting(null);
    }
  };

  let content;
  if (isError) content = <Alert color="red">{t('list.loadFailed')}</Alert>;
  else if (!polls || !rooms) content = <Skeleton height={160} {...loadingProps(t('list.loading'))} />;
  else if (polls.length === 0) content = <EmptyState icon={IconChartBar} title={t('list.emptyTitle')} text={t('list.emptyText')} />;
  else {
    content = shownRooms.map((room) => {
      const inRoom = polls.filter((poll) => poll.roomId === room.id);
      if (inRoom.length === 0) return null;
      return (
        <Stack key={room.id} gap="sm" component="section" aria-label={roomNames.get(room.id)}>
          <Title order={2} size="h4">
            {roomNames.get(room.id)}
          </Title>
          {inRoom.map((poll) => (
            <Card key={poll.id} withBorder padding="md" data-testid="poll-row">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
                  <Group gap="xs">
                    <PollStatusBadge status={poll.status} />
                    {poll.live && <Text size="xs" c="dimmed">{t('list.live')}</Text>}
                    <Text size="xs" c="dimmed">
                      {t(`kind.${poll.kind}`)}
                    </Text>
                  </Group>
                  <Text fw={600}>{poll.question}</Text>
                  <Text size="sm" c="dimmed">
                    {t('results.ballots', { count: poll.results?.ballots ?? 0 })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <PollStatusActions eventId={eventId} poll={poll} />
                  <Tooltip label={t('actions.edit')}>
                    <ActionIcon component={Link} to={`/event/${eventId}/communications/polls/${poll.id}`} variant="subtle" aria-label={t('actions.edit')}>
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('actions.export')}>
                    <ActionIcon variant="subtle" aria-label={t('actions.export')} onClick={() => void exportResults(poll)}>
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  {(poll.status === 'draft' || poll.status === 'archived') && (
                    <Tooltip label={t('actions.delete')}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('actions.delete')} onClick={() => setDeleting(poll)}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      );
    });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('list.title')}</Title>
        <Group>
          <Select
            aria-label={t('list.room')}
            value={roomFilter}
            onChange={(value) => setRoomFilter(value ?? ALL_ROOMS)}
            allowDeselect={false}
            data={[{ value: ALL_ROOMS, label: t('list.allRooms') }, ...(rooms ?? []).map((room) => ({ value: String(room.id), label: roomNames.get(room.id) ?? '' }))]}
          />
          <Button component={Link} to={`/event/${eventId}/communications/polls/0`} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('list.add')}
          </Button>
        </Group>
      </Group>
      {content}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t('delete.title')}
        question={t('delete.question')}
        subject={deleting?.question}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
