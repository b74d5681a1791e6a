import { pollBars, type PollBallot, type PollOption, type PollResults } from '@aula/shared';
import { useTexts } from '../../lib/texts-context';

type PollBarsProps = { options: readonly PollOption[]; results: PollResults; ballot?: PollBallot };

/** A poll's results as bars, each with its share and votes in words; the attendee's own choices are marked. */
export function PollBars({ options, results, ballot }: PollBarsProps) {
  const { t } = useTexts();
  const mine = new Set(ballot?.optionIds);
  return (
    <div className="poll-results">
      <ul className="poll-bars">
        {pollBars(options, results).map((bar) => (
          <li key={bar.optionId} className={mine.has(bar.optionId) ? 'poll-bar mine' : 'poll-bar'}>
            <span className="poll-bar-label">
              <span>
                {bar.text}
                {mine.has(bar.optionId) && <span className="poll-mine"> · {t('polls.yourChoice')}</span>}
              </span>
              <span>{t('polls.share', { percent: bar.percent, count: bar.votes })}</span>
            </span>
            <span className="poll-bar-track" aria-hidden="true">
              <span className="poll-bar-fill" style={{ width: `${bar.percent}%` }} />
            </span>
          </li>
        ))}
      </ul>
      <p className="hint">{t('polls.ballots', { count: results.ballots })}</p>
    </div>
  );
}
