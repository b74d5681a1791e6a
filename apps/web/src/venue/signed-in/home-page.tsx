import { formatEventSpan, wallDate } from '@aula/shared';
import { eventZone, sessionsNext, sessionsOn } from '../lib/agenda-times';
import { useNow } from '../lib/clock';
import { useTexts } from '../lib/texts-context';
import { Countdown } from './countdown';
import { SessionItem } from './session-item';
import { useVenueData } from './venue-data';

/** The venue's start page: a welcome, then the countdown before the start, or what is on now and next. */
export function HomePage() {
  const { content, profile, clock } = useVenueData();
  const { t, lang } = useTexts();
  const now = useNow(clock, 30_000);
  const { event, design, sessions } = content;
  const zone = eventZone(event);
  const on = sessionsOn(sessions, now);
  const next = sessionsNext(sessions, now);
  return (
    <>
      {design.banner && <img className="banner" src={design.banner.url} alt="" width={design.banner.width ?? undefined} height={design.banner.height ?? undefined} />}
      <div className="wrap page">
        <h1>{t('home.welcome', { name: profile.firstName })}</h1>
        <p className="lead">
          {event.name} · {formatEventSpan(event.startMs, event.endMs, zone, lang)}
        </p>
        {event.state === 'upcoming' && <Countdown event={event} clock={clock} />}
        <section aria-labelledby="on-now">
          <h2 id="on-now">{t('home.onNow')}</h2>
          {on.length > 0 ? (
            <ul className="sessions">
              {on.map((session) => (
                <SessionItem key={session.id} session={session} day={wallDate(session.startMs, zone)} now={now} />
              ))}
            </ul>
          ) : (
            <p className="empty">{t(event.state === 'upcoming' ? 'home.notStarted' : 'home.nothingOn')}</p>
          )}
        </section>
        <section aria-labelledby="up-next">
          <h2 id="up-next">{t('home.upNext')}</h2>
          {next.length > 0 ? (
            <ul className="sessions">
              {next.map((session) => (
                <SessionItem key={session.id} session={session} day={wallDate(session.startMs, zone)} now={now} />
              ))}
            </ul>
          ) : (
            <p className="empty">{t('home.nothingNext')}</p>
          )}
        </section>
      </div>
    </>
  );
}
