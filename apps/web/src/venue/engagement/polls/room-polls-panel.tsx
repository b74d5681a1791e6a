import { useTexts } from '../../lib/texts-context';
import { PollCard } from './poll-card';
import { useRoomPolls } from './use-room-polls';
import './polls.css';

/** The room's polls beside its stage (docs/rules/communications.md#polls): a live poll appears here the moment it is opened. */
export function RoomPollsPanel({ roomId }: { roomId: number }) {
  const { t } = useTexts();
  const { polls, results, ballots, moderator, status, apply, voted } = useRoomPolls(roomId);
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
