import type { CSSProperties } from 'react';
import { formatSessionTimes, type VenueSession } from '@aula/shared';
import { Link } from '@/lib/page-router/link';
import { eventZone, isOn, viewerSharesZone, viewerZone } from '../lib/agenda-times';
import { localized } from '../lib/localized';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { useVenueData } from './venue-data';

type SessionItemProps = {
  session: VenueSession;
  /** The day (`YYYY-MM-DD`, event's zone) the session is listed under; a time on another day names its day. */
  day: string;
  now: number;
  withDescription?: boolean;
};

/**
 * A session of the agenda: its times in the event's zone and, where the viewer's clock reads
 * otherwise, in theirs; a badge while it is on; the room it takes place in, as a link there.
 */
export function SessionItem({ session, day, now, withDescription = false }: SessionItemProps) {
  const { code } = useVenueSession();
  const { content } = useVenueData();
  const { t, lang } = useTexts();
  const { event } = content;
  const room = content.rooms.find((candidate) => candidate.id === session.roomId);
  const category = content.categories.find((candidate) => candidate.id === session.categoryId);
  const on = isOn(session, now);
  const description = localized(lang, session.descriptionEn, session.descriptionDe);
  return (
    <li id={`session-${session.id}`} className={on ? 'session card on' : 'session card'} aria-current={on ? 'time' : undefined}>
      <p className="times">
        <time dateTime={new Date(session.startMs).toISOString()}>{formatSessionTimes(session.startMs, session.endMs, day, eventZone(event), lang)}</time>
        {!viewerSharesZone(event, session.startMs) && (
          <span className="viewer-time">{t('agenda.yourTime', { time: formatSessionTimes(session.startMs, session.endMs, day, viewerZone, lang) })}</span>
        )}
      </p>
      <div>
        <h3>
          {localized(lang, session.titleEn, session.titleDe)} {on && <span className="badge">{t('agenda.live')}</span>}
        </h3>
        <p className="meta">
          {room && <Link to={paths.room(code, room.id)}>{t('agenda.inRoom', { room: localized(lang, room.nameEn, room.nameDe) })}</Link>}
          {category && (
            <span className="track" style={category.color ? ({ '--track': category.color } as CSSProperties) : undefined}>
              {localized(lang, category.nameEn, category.nameDe)}
            </span>
          )}
          {session.hosts.length > 0 && <span>{t('agenda.with', { hosts: session.hosts.join(', ') })}</span>}
        </p>
        {withDescription && description && <div className="rich" dangerouslySetInnerHTML={{ __html: description }} />}
      </div>
    </li>
  );
}
