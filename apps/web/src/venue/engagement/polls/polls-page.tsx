import { useEffect, useState } from 'react';
import { venuePollCalls, type VenuePolls } from '@aula/shared';
import { Link } from '@/lib/page-router/link';
import { errorText } from '../../lib/error-text';
import { localized } from '../../lib/localized';
import { paths } from '../../lib/paths';
import { useVenueSession } from '../../lib/session-context';
import { useTexts } from '../../lib/texts-context';
import { venueCall } from '../../lib/venue-api';
import { useVenueData } from '../../signed-in/venue-data';
import { PollBars } from './poll-bars';
import './polls.css';

/**
 * /e/{code}/venue/polls: the event's open and closed polls by room; each room's heading leads to
 * the room, where its polls are live and votes are cast.
 */
export function PollsPage() {
  const { code } = useVenueSession();
  const { content } = useVenueData();
  const { t, lang } = useTexts();
  const [answer, setAnswer] = useState<VenuePolls | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    venueCall(venuePollCalls.eventPolls).then(
      (loaded) => active && setAnswer(loaded),
      (error: unknown) => active && setFailure(errorText(error, t)),
    );
    return () => {
      active = false;
    };
  }, [t]);

  const ballots = new Map(answer?.ballots.map((ballot) => [ballot.pollId, ballot]));
  const rooms = content.rooms.filter((room) => answer?.polls.some((poll) => poll.roomId === room.id));
  return (
    <div className="wrap page">
      <h1>{t('polls.title')}</h1>
      {failure && <p className="alert alert-error">{failure}</p>}
      {!answer && !failure && <p className="loading">{t('polls.loading')}</p>}
      {answer && rooms.length === 0 && <p className="empty">{t('polls.noneInEvent')}</p>}
      {rooms.map((room) => (
        <section key={room.id} className="polls" aria-labelledby={`polls-room-${room.id}`}>
          <h2 id={`polls-room-${room.id}`}>
            <Link to={paths.room(code, room.id)}>{localized(lang, room.nameEn, room.nameDe)}</Link>
          </h2>
          {answer!.polls
            .filter((poll) => poll.roomId === room.id)
            .map((poll) => (
              <article key={poll.id} className="card poll" aria-label={poll.question} data-poll-status={poll.status}>
                <p className="meta">
                  <span className={poll.status === 'open' ? 'badge' : 'type'}>{t(`polls.status.${poll.status}`)}</span>
                </p>
                <h3>{poll.question}</h3>
                {poll.status === 'open' && !ballots.has(poll.id) && (
                  <p>
                    <Link to={paths.room(code, room.id)}>{t('polls.voteInRoom')}</Link>
                  </p>
                )}
                {poll.results ? <PollBars options={poll.options} results={poll.results} ballot={ballots.get(poll.id)} /> : <p className="hint">{t('polls.resultsLater')}</p>}
              </article>
            ))}
        </section>
      ))}
    </div>
  );
}
