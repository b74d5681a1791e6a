import type { Question, QuestionAction } from '@aula/shared';
import { useTexts } from '../../lib/texts-context';

type QuestionItemProps = {
  question: Question;
  mine: boolean;
  voted: boolean;
  onVote: (up: boolean) => void;
  /** A moderator's tools; absent for everyone else. */
  onModerate?: (action: QuestionAction) => void;
  /** Takes back the attendee's own question (asked after a confirmation). */
  onWithdraw: () => void;
  busy: boolean;
};

/** What a moderator may do to a question in its state, in the order the buttons show. */
function actionsFor(question: Question): QuestionAction[] {
  if (question.status === 'pending') return ['approve', 'reject', 'pin'];
  if (question.status === 'answered') return ['reopen', 'archive'];
  return [question.pinned ? 'unpin' : 'pin', 'answer', 'archive'];
}

/** One question: its text, who asked (or that it was anonymous), its state, the upvote and, for moderators, the tools. */
export function QuestionItem({ question, mine, voted, onVote, onModerate, onWithdraw, busy }: QuestionItemProps) {
  const { t } = useTexts();
  const shown = question.status === 'approved' || question.status === 'answered';
  const withdrawable = mine && (question.status === 'pending' || question.status === 'approved');
  const asker = mine ? t('qna.you') : (question.authorName ?? t('qna.anonymous'));
  const states = [
    question.pinned && t('qna.status.pinned'),
    question.status === 'pending' && t('qna.status.pending'),
    question.status === 'answered' && t('qna.status.answered'),
    question.status === 'rejected' && t('qna.status.rejected'),
    mine && question.anonymous && t('qna.status.anonymousToOthers'),
    !mine && onModerate && question.anonymous && t('qna.status.anonymous'),
  ].filter((state): state is string => Boolean(state));
  return (
    <li className={`qna-question${question.pinned ? ' pinned' : ''}`}>
      <button
        type="button"
        className="qna-vote"
        aria-pressed={voted}
        disabled={!shown || busy}
        aria-label={t(voted ? 'qna.unvote' : 'qna.upvote', { count: question.upvotes })}
        onClick={() => onVote(!voted)}
      >
        <span aria-hidden="true">▲</span>
        <span aria-hidden="true">{question.upvotes}</span>
      </button>
      <div>
        <p>{question.body}</p>
        <p className="meta">
          <span>{asker}</span>
          {states.map((state) => (
            <span key={state} className="badge">
              {state}
            </span>
          ))}
        </p>
        {withdrawable && (
          <button
            type="button"
            className="button link"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t('qna.withdrawConfirm'))) onWithdraw();
            }}
          >
            {t('qna.withdraw')}
          </button>
        )}
        {onModerate && (
          <div className="qna-tools">
            {actionsFor(question).map((action) => (
              <button key={action} type="button" className="button secondary" disabled={busy} onClick={() => onModerate(action)}>
                {t(`qna.actions.${action}`)}
              </button>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
