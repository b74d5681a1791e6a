import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { minutesOf, type AgendaDay } from '../lib/agenda-view';
import type { AgendaNames } from './agenda-day-list';
import classes from './agenda.module.css';

/** One pixel per minute: an hour is 60 px tall. */
const PX_PER_MINUTE = 1;
const COLUMN_WIDTH = 200;
const HOURS_WIDTH = 56;

type Column = { id: number | null; name: string };

/**
 * Side-by-side lanes for sessions that share time in one column: each session takes the first lane
 * free at its start; the column is split into as many lanes as it needs at most.
 */
function lanesOf(sessions: AgendaDay['sessions']): { lane: Map<number, number>; count: number } {
  const laneEnds: number[] = [];
  const lane = new Map<number, number>();
  for (const s of sessions) {
    const start = minutesOf(s.start);
    const end = s.endDate !== s.date ? 24 * 60 : Math.max(minutesOf(s.end), start + 15);
    let index = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (index < 0) index = laneEnds.push(end) - 1;
    else laneEnds[index] = end;
    lane.set(s.session.id, index);
  }
  return { lane, count: Math.max(1, laneEnds.length) };
}

/**
 * The timeline grid of one day per block: a column per room (and one for sessions without a room),
 * time running down. A session that runs past midnight on the chosen clock is cut at midnight.
 */
export function AgendaTimeline({ days, rooms, names }: { days: AgendaDay[]; rooms: Column[]; names: AgendaNames }) {
  const { t } = useTranslation('agenda');
  return (
    <div>
      {days.map((day, index) => {
        const columns: Column[] = [...rooms];
        if (day.sessions.some((s) => s.session.roomId === null || !rooms.some((r) => r.id === s.session.roomId))) {
          columns.push({ id: null, name: t('timeline.noRoom') });
        }
        const columnOf = (roomId: number | null) => (columns.some((c) => c.id === roomId) ? roomId : null);
        const starts = day.sessions.map((s) => minutesOf(s.start));
        const ends = day.sessions.map((s) => (s.endDate !== s.date ? 24 * 60 : minutesOf(s.end)));
        const from = Math.floor(Math.min(...starts) / 60) * 60;
        const to = Math.min(24 * 60, Math.ceil(Math.max(...ends, from + 60) / 60) * 60);
        const height = (to - from) * PX_PER_MINUTE;
        const hours = Array.from({ length: (to - from) / 60 + 1 }, (_, i) => from + i * 60);
        return (
          <section key={day.date} className={index > 0 ? `${classes.timeline} ${classes.lazy}` : classes.timeline} aria-label={names.dayTitle(day.date)}>
            <h2 className={classes.dayTitle}>{names.dayTitle(day.date)}</h2>
            <div className={classes.grid} style={{ gridTemplateColumns: `${HOURS_WIDTH}px repeat(${columns.length}, ${COLUMN_WIDTH}px)` }}>
              <div className={classes.columnHead} />
              {columns.map((column) => (
                <div key={column.id ?? 'none'} className={classes.columnHead} role="columnheader">
                  {column.name}
                </div>
              ))}
              <div className={classes.hours} style={{ height }}>
                {hours.map((minute) => (
                  <span key={minute} className={classes.hourLabel} style={{ top: Math.max(0, (minute - from) * PX_PER_MINUTE - 7) }}>
                    {String(Math.floor(minute / 60) % 24).padStart(2, '0')}:00
                  </span>
                ))}
              </div>
              {columns.map((column) => (
                <div key={column.id ?? 'none'} className={classes.column} style={{ height }}>
                  {(() => {
                    const inColumn = day.sessions.filter((s) => columnOf(s.session.roomId) === column.id);
                    const lanes = lanesOf(inColumn);
                    return inColumn.map((s) => {
                      const start = minutesOf(s.start);
                      const end = s.endDate !== s.date ? 24 * 60 : Math.max(minutesOf(s.end), start + 15);
                      const width = 100 / lanes.count;
                      const warn = Boolean(s.overlapsWith || s.problem);
                      return (
                        <Fragment key={s.session.id}>
                          <Link
                            to={names.editHref(s.session.id)}
                            className={warn ? `${classes.block} ${classes.blockWarning}` : classes.block}
                            style={{
                              left: `calc(${(lanes.lane.get(s.session.id) ?? 0) * width}% + 2px)`,
                              width: `calc(${width}% - 4px)`,
                              top: (start - from) * PX_PER_MINUTE,
                              height: Math.max(18, (end - start) * PX_PER_MINUTE - 2),
                              borderLeftColor: s.track?.color,
                            }}
                            title={`${s.start}–${s.end} ${s.title}${warn ? ' ⚠' : ''}`}
                            data-testid="timeline-session"
                          >
                            <strong>
                              {s.start}–{s.end}
                            </strong>{' '}
                            {warn && '⚠ '}
                            {s.title}
                          </Link>
                        </Fragment>
                      );
                    });
                  })()}
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
