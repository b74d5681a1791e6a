import { useEffect, useRef } from 'react';
import type { Poll } from '@aula/shared';
import { useTexts } from '../../lib/texts-context';
import { PollCard } from './poll-card';
import { useRoomPolls } from './use-room-polls';
import './polls.css';

/** The room's polls beside its stage (docs/rules/communications.md#polls): a live poll appears here the moment it is opened. */
export function RoomPollsPanel({ roomId, onPollOpened }: { roomId: number; onPollOpened?: () => void }) {
  const { t } = useTexts();
  const { polls, results, ballots, moderator, status, apply, voted } = useRoomPolls(roomId);
  useNewlyOpened(status === 'ready' ? polls : null, onPollOpened);
  if (status === 'loading') return <p className="loading">{t('polls.loading')}</p>;
  if (status === 'failed') return <p className="alert alert-error">{t('polls.loadFailed')}</p>;
  if (status === 'refused') return <p className="alert alert-error">{t('polls.refused')}</p>;
  return (
    <div className="polls" aria-live="polite">
      {polls.length === 0 ? (
        <p className="empty">{t('polls.none')}</p>
      ) : (
        polls.map((poll) => (
          <PollCard
            key={poll.id}
            poll={poll}
            results={results.get(poll.id)}
            ballot={ballots.get(poll.id)}
            moderator={moderator}
            onVoted={voted}
            onMoved={(moved) => apply([moved])}
          />
        ))
      )}
    </div>
  );
}

/**
 * Calls `onOpened` when a poll opens while the room is shown; the polls open at the first load are
 * not news.
 */
function useNewlyOpened(polls: readonly Poll[] | null, onOpened: (() => void) | undefined) {
  const seenOpen = useRef<ReadonlySet<number> | null>(null);
  useEffect(() => {
    if (!polls) return;
    const open = new Set(polls.filter((poll) => poll.status === 'open').map((poll) => poll.id));
    const before = seenOpen.current;
    seenOpen.current = open;
    if (before && [...open].some((id) => !before.has(id))) onOpened?.();
  }, [polls, onOpened]);
}
