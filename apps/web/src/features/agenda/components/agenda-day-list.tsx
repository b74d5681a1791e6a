import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgendaDay, SessionView } from '../lib/agenda-view';
import classes from './agenda.module.css';
import { SessionWarnings } from './session-warning';

export type AgendaNames = {
  room: (id: number | null) => string;
  hosts: (ids: number[]) => string;
  speakers: (ids: number[]) => string;
  track: (view: SessionView) => string;
  dayTitle: (date: string) => string;
  editHref: (sessionId: number) => string;
};

/**
 * The day-by-day list. Rows are plain elements (no per-row Mantine components) and days render
 * only when on screen (content-visibility), so 500 sessions scroll smoothly.
 */
export function AgendaDayList({ days, names }: { days: AgendaDay[]; names: AgendaNames }) {
  return (
    <div>
      {days.map((day, index) => (
        // Later days render when scrolled near; the first is always laid out.
        <section key={day.date} className={index > 0 ? classes.day : undefined} aria-label={names.dayTitle(day.date)}>
          <h2 className={classes.dayTitle}>{names.dayTitle(day.date)}</h2>
          <ul className={classes.list}>
            {day.sessions.map((view) => (
              <SessionRow key={view.session.id} view={view} names={names} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const SessionRow = memo(function SessionRow({ view, names }: { view: SessionView; names: AgendaNames }) {
  const { t } = useTranslation('agenda');
  const room = names.room(view.session.roomId);
  const hosts = names.hosts(view.session.hostIds);
  const speakers = names.speakers(view.session.speakerIds);
  const nextDay = view.endDate !== view.date ? ` (${t('list.nextDay')})` : '';
  return (
    <li className={classes.row} data-testid="agenda-session">
      <span className={classes.bar} style={view.track ? { background: view.track.color } : undefined} aria-hidden />
      <span className={classes.time}>
        {view.start}–{view.end}
        {nextDay}
      </span>
      <span>
        <Link className={classes.title} to={names.editHref(view.session.id)}>
          {view.title}
        </Link>
        <span className={classes.meta} style={{ display: 'block' }}>
          {[names.track(view), room && `${t('list.room')}: ${room}`, hosts && `${t('list.hosts')}: ${hosts}`, speakers && `${t('list.speakers')}: ${speakers}`].filter(Boolean).join(' · ')}
        </span>
        <SessionWarnings view={view} />
      </span>
    </li>
  );
});
