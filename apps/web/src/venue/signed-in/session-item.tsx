import type { CSSProperties, ReactNode } from 'react';
import { sessionTimesForViewer, type VenueSession } from '@aula/shared';
import { Link } from '@/lib/page-router/link';
import { eventZone, isOn, viewerZone } from '../lib/agenda-times';
import { localized } from '../lib/localized';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { SessionSpeakers } from './session-speakers';
import { useVenueData } from './venue-data';

type SessionItemProps = {
  session: VenueSession;
  /** The day (`YYYY-MM-DD`, event's zone) the session is listed under; a time on another day names its day. */
  day: string;
  now: number;
  withDescription?: boolean;
  /** What the attendee may do with the session, under it (the agenda page's own agenda toggle). */
  action?: ReactNode;
};

/** The id of a session's title, for a control that names the session it acts on. */
export const sessionTitleId = (sessionId: number) => `session-title-${sessionId}`;

/**
 * A session of the agenda: its times in the event's zone and, where the viewer's clock reads
 * otherwise, in theirs; a badge while it is on; the room it takes place in, as a link there.
 */
export function SessionItem({ session, day, now, withDescription = false, action }: SessionItemProps) {
  const { code } = useVenueSession();
  const { content } = useVenueData();
  const { t, lang } = useTexts();
  const { event } = content;
  const room = content.rooms.find((candidate) => candidate.id === session.roomId);
  const category = content.categories.find((candidate) => candidate.id === session.categoryId);
  const on = isOn(session, now);
  const description = localized(lang, session.descriptionEn, session.descriptionDe);
  const times = sessionTimesForViewer(session, day, { event: eventZone(event), viewer: viewerZone }, lang);
  return (
    <li id={`session-${session.id}`} className={on ? 'session card on' : 'session card'} aria-current={on ? 'time' : undefined}>
      <p className="times">
        <time dateTime={new Date(session.startMs).toISOString()}>{times.event}</time>
        {times.viewer && <span className="viewer-time">{t('session.yourTime', { time: times.viewer })}</span>}
      </p>
      <div>
        <h3 id={sessionTitleId(session.id)}>
          {localized(lang, session.titleEn, session.titleDe)} {on && <span className="badge">{t('session.live')}</span>}
        </h3>
        <p className="meta">
          {room && <Link to={paths.room(code, room.id)}>{t('session.inRoom', { room: localized(lang, room.nameEn, room.nameDe) })}</Link>}
          {category && (
            <span className="track" style={category.color ? ({ '--track': category.color } as CSSProperties) : undefined}>
              {localized(lang, category.nameEn, category.nameDe)}
            </span>
          )}
          {session.hosts.length > 0 && <span>{t('session.with', { hosts: session.hosts.join(', ') })}</span>}
        </p>
        <SessionSpeakers speakerIds={session.speakerIds} />
        {withDescription && description && <div className="rich" dangerouslySetInnerHTML={{ __html: description }} />}
        {action}
      </div>
    </li>
  );
}
