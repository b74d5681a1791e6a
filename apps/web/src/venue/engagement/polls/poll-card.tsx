import { useState, type FormEvent } from 'react';
import { venuePollCalls, type Poll, type PollBallot, type PollResults } from '@aula/shared';
import { errorText } from '../../lib/error-text';
import { venueCall } from '../../lib/venue-api';
import { useTexts } from '../../lib/texts-context';
import { PollBars } from './poll-bars';

type PollCardProps = {
  poll: Poll;
  results: PollResults | undefined;
  ballot: PollBallot | undefined;
  moderator: boolean;
  onVoted: (ballot: PollBallot, results: PollResults | null) => void;
  onMoved: (poll: Poll) => void;
};

/**
 * One poll in the venue: while open and not yet answered, its answers to choose (one, or several
 * for multiple choice) and the vote; afterwards the results where they are shown, or a note that
 * they come when the poll closes. Moderators open and close live polls here.
 */
export function PollCard({ poll, results, ballot, moderator, onVoted, onMoved }: PollCardProps) {
  const { t } = useTexts();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canVote = poll.status === 'open' && !ballot;
  const shownResults = results ?? poll.results;
  const resultsShown = shownResults && (!poll.resultsHidden || poll.status === 'closed' || moderator);
  const questionId = `poll-${poll.id}-question`;

  const choose = (optionId: number, checked: boolean) => {
    setError(null);
    if (poll.kind === 'single') setChosen([optionId]);
    else setChosen((current) => (checked ? [...current, optionId] : current.filter((id) => id !== optionId)));
  };

  const vote = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(t(poll.kind === 'single' ? 'polls.chooseOne' : 'polls.chooseSome'));
      return;
    }
    setBusy(true);
    try {
      const answer = await venueCall(venuePollCalls.vote, { params: { pollId: poll.id }, body: { optionIds: chosen } });
      onVoted(answer.ballot, answer.results);
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  };

  const move = async (status: 'open' | 'closed') => {
    setBusy(true);
    setError(null);
    try {
      onMoved(await venueCall(venuePollCalls.setStatus, { params: { pollId: poll.id }, body: { status } }));
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="card poll" aria-labelledby={questionId} data-poll-status={poll.status}>
      <p className="meta">
        <span className={poll.status === 'open' ? 'badge' : 'type'}>{t(`polls.status.${poll.status}`)}</span>
        <span className="type">{t(`polls.kind.${poll.kind}`)}</span>
      </p>
      <h3 id={questionId}>{poll.question}</h3>
      {canVote ? (
        <form className="form" onSubmit={(event) => void vote(event)} noValidate>
          <fieldset className="choices poll-choices" aria-describedby={error ? `poll-${poll.id}-error` : undefined}>
            <legend className="visually-hidden">{poll.question}</legend>
            {poll.options.map((option) => (
              <label key={option.id} className="check">
                <input
                  type={poll.kind === 'single' ? 'radio' : 'checkbox'}
                  name={`poll-${poll.id}`}
                  value={option.id}
                  checked={chosen.includes(option.id)}
                  onChange={(changed) => choose(option.id, changed.target.checked)}
                />
                <span>{option.text}</span>
              </label>
            ))}
          </fieldset>
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              {t('polls.vote')}
            </button>
          </div>
        </form>
      ) : (
        <>
          {ballot && <p className="notice">{t('polls.thanks')}</p>}
          {resultsShown ? (
            <PollBars options={poll.options} results={shownResults} ballot={ballot} />
          ) : (
            poll.status !== 'draft' && <p className="hint">{t('polls.resultsLater')}</p>
          )}
        </>
      )}
      {error && (
        <p className="field-error" role="alert" id={`poll-${poll.id}-error`}>
          {error}
        </p>
      )}
      {moderator && poll.live && poll.status !== 'closed' && (
        <div className="actions">
          {poll.status === 'draft' && (
            <button type="button" className="button secondary" disabled={busy} onClick={() => void move('open')}>
              {t('polls.open')}
            </button>
          )}
          {poll.status === 'open' && (
            <button type="button" className="button secondary" disabled={busy} onClick={() => void move('closed')}>
              {t('polls.close')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
