import { Fragment, useEffect, useState } from 'react';
import { formatWallDay, wallDate, wallTime } from '@aula/shared';
import { useLocation } from '@/lib/page-router/page-router';
import { eventZone, eventZoneName, sessionsByDay, viewerSharesZone } from '../lib/agenda-times';
import { useNow } from '../lib/clock';
import { useTexts } from '../lib/texts-context';
import { AgendaViewSwitch, type AgendaView } from '../my-agenda/agenda-view-switch';
import { MyAgendaFeed } from '../my-agenda/my-agenda-feed';
import { MyAgendaReminders } from '../my-agenda/my-agenda-reminders';
import { MyAgendaToggle } from '../my-agenda/my-agenda-toggle';
import { useMyAgenda } from '../my-agenda/use-my-agenda';
import '../my-agenda/my-agenda.css';
import { SessionItem, sessionTitleId } from './session-item';
import { useVenueData } from './venue-data';

/**
 * The agenda by day of the event's zone, each session with its times in that zone and, where
 * they differ, the viewer's; on the current day a marker shows where "now" falls, moving with
 * the server's clock. Every session can be added to the attendee's own agenda, which the page
 * can list alone (docs/rules/venue.md#my-agenda).
 */
export function AgendaPage() {
  const { content, clock } = useVenueData();
  const { t, lang } = useTexts();
  const now = useNow(clock, 30_000);
  const myAgenda = useMyAgenda();
  const [view, setView] = useState<AgendaView>('all');
  const { event } = content;
  const zone = eventZone(event);
  const today = wallDate(now, zone);
  const mine = myAgenda.sessionIds;
  // Counted among the sessions the agenda shows: one hidden since it was added is not counted.
  const mineShown = content.sessions.filter((session) => mine?.has(session.id));
  const shown = view === 'mine' ? mineShown : content.sessions;
  const days = sessionsByDay(shown, zone);
  // A notification may lead to one session (`#session-{id}`): show it.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.startsWith('#session-')) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [hash]);
  return (
    <div className="wrap page">
      <h1>{t('titles.agenda')}</h1>
      <p className="zone-note">
        {t('agenda.zoneNote', { zone: eventZoneName(event) })}
        {!viewerSharesZone(event, now) && ` ${t('agenda.viewerNote')}`}
      </p>
      {content.sessions.length > 0 && <AgendaViewSwitch view={view} onChange={setView} count={mine ? mineShown.length : null} />}
      {myAgenda.error && (
        <p className="field-error" role="alert">
          {myAgenda.error}
        </p>
      )}
      {view === 'mine' && myAgenda.reminders && <MyAgendaReminders reminders={myAgenda.reminders} onSave={myAgenda.saveReminders} />}
      {content.sessions.length === 0 && <p className="empty">{t('agenda.none')}</p>}
      {content.sessions.length > 0 && days.length === 0 && <p className="empty">{t('agenda.mine.empty')}</p>}
      {days.map(([day, sessions]) => {
        // Before the first session that starts later today, or after the last; other days have none.
        const upcoming = sessions.findIndex((session) => session.startMs > now);
        const markerAt = day !== today ? null : upcoming === -1 ? sessions.length : upcoming;
        const marker = (
          <li className="now-marker">
            <span>{t('agenda.now', { time: wallTime(now, zone) })}</span>
          </li>
        );
        return (
          <section key={day} aria-labelledby={`day-${day}`}>
            <h2 id={`day-${day}`}>{formatWallDay(sessions[0]!.startMs, zone, lang)}</h2>
            <ol className="sessions">
              {sessions.map((session, index) => (
                <Fragment key={session.id}>
                  {index === markerAt && marker}
                  <SessionItem
                    session={session}
                    day={day}
                    now={now}
                    withDescription
                    action={
                      mine && (
                        <MyAgendaToggle
                          added={mine.has(session.id)}
                          busy={myAgenda.pending.has(session.id)}
                          onToggle={() => myAgenda.toggle(session.id)}
                          sessionTitleId={sessionTitleId(session.id)}
                        />
                      )
                    }
                  />
                </Fragment>
              ))}
              {markerAt === sessions.length && marker}
            </ol>
          </section>
        );
      })}
      {view === 'mine' && mine && <MyAgendaFeed feed={myAgenda.feed} onMade={myAgenda.feedMade} />}
    </div>
  );
}
