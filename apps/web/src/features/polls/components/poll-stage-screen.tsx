import { Box, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePollRoute } from '../hooks/use-poll-route';
import { useRoomLivePolls } from '../hooks/use-room-live-polls';
import { PollResultBars } from './poll-result-bars';

/**
 * /event/{id}/communications/live-polls/stage/{roomID}: the room's results full screen for the
 * stage, in large type. It follows the room by itself: the poll open now, or else the one closed
 * last, so the screen needs no one at it while the moderator opens and closes polls.
 */
export function PollStageScreen() {
  const { t } = useTranslation('polls');
  const { eventId, roomId } = usePollRoute();
  const { polls, results } = useRoomLivePolls(eventId, roomId || null);
  const byLatest = (at: (poll: (typeof polls)[number]) => number | null) => [...polls].sort((a, b) => (at(b) ?? 0) - (at(a) ?? 0));
  const shown = byLatest((poll) => poll.openedAtMs).find((poll) => poll.status === 'open') ?? byLatest((poll) => poll.closedAtMs).find((poll) => poll.status === 'closed');

  return (
    <Box
      component="main"
      style={{ minHeight: '100vh', background: 'var(--mantine-color-body)', padding: '4vh 6vw' }}
      aria-live="polite"
    >
      {shown ? (
        <Stack gap="xl" maw={1400} mx="auto">
          <Title order={1} fz="3.4rem" lh={1.15}>
            {shown.question}
          </Title>
          <PollResultBars options={shown.options} results={results.get(shown.id) ?? shown.results} size="xl" />
          {shown.status === 'closed' && (
            <Text fz="1.6rem" c="dimmed">
              {t('stage.closed')}
            </Text>
          )}
        </Stack>
      ) : (
        <Center h="90vh">
          <Text fz="2.4rem" c="dimmed">
            {t('stage.waiting')}
          </Text>
        </Center>
      )}
    </Box>
  );
}
