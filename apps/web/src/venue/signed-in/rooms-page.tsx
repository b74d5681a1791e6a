import { Link } from '@/lib/page-router/link';
import { isOn } from '../lib/agenda-times';
import { useNow } from '../lib/clock';
import { localized } from '../lib/localized';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { useVenueData } from './venue-data';

/** The event's visible rooms, in the organiser's order, each marked while a session is on in it. */
export function RoomsPage() {
  const { code } = useVenueSession();
  const { content, clock } = useVenueData();
  const { t, lang } = useTexts();
  const now = useNow(clock, 30_000);
  const liveRooms = new Set(content.sessions.filter((session) => isOn(session, now)).map((session) => session.roomId));
  return (
    <div className="wrap page">
      <h1>{t('titles.rooms')}</h1>
      {content.rooms.length === 0 ? (
        <p className="empty">{t('rooms.none')}</p>
      ) : (
        <ul className="rooms">
          {content.rooms.map((room) => (
            <li key={room.id} className="room card">
              {room.image && <img src={room.image.url} alt="" width={room.image.width ?? undefined} height={room.image.height ?? undefined} loading="lazy" />}
              <div className="room-body">
                <h2>
                  <Link to={paths.room(code, room.id)}>{localized(lang, room.nameEn, room.nameDe)}</Link>
                </h2>
                <p className="meta">
                  <span className="type">{t(`roomTypes.${room.type}`)}</span>
                  {liveRooms.has(room.id) && <span className="badge">{t('session.live')}</span>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
