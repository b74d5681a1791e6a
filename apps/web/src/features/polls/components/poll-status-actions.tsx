import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { POLL_STATUS_MOVES, type Poll, type PollStatus } from '@aula/shared';
import { useSetPollStatus } from '../api/set-poll-status';

/** The label of each move, by the status it leads to and the one it leaves. */
const moveLabel = (from: PollStatus, to: PollStatus) => {
  if (to === 'open') return from === 'draft' ? 'actions.open' : 'actions.reopen';
  if (to === 'closed') return from === 'archived' ? 'actions.restore' : 'actions.close';
  return 'actions.archive';
};

type PollStatusActionsProps = { eventId: number; poll: Poll; onMoved?: (poll: Poll) => void; size?: 'xs' | 'sm' | 'md' };

/** The buttons that move a poll on from its status: open, close, reopen, archive, restore. */
export function PollStatusActions({ eventId, poll, onMoved, size = 'xs' }: PollStatusActionsProps) {
  const { t } = useTranslation('polls');
  const move = useSetPollStatus(eventId);
  return (
    <Group gap="xs">
      {POLL_STATUS_MOVES[poll.status].map((status) => (
        <Button
          key={status}
          size={size}
          variant={status === 'open' || status === 'closed' ? 'filled' : 'light'}
          color={status === 'closed' && poll.status === 'open' ? 'red' : undefined}
          loading={move.isPending && move.variables?.status === status}
          onClick={() => move.mutate({ pollId: poll.id, status }, { onSuccess: (moved) => onMoved?.(moved) })}
        >
          {t(moveLabel(poll.status, status))}
        </Button>
      ))}
    </Group>
  );
}
