import { lazy, Suspense, useState } from 'react';
import { isMeetingIntegration, takesReactions, wallDate } from '@aula/shared';
import { Link } from '@/lib/page-router/link';
import { useParams } from '@/lib/page-router/page-router';
import { eventZone, sessionsNext, sessionsOn } from '../lib/agenda-times';
import { useNow } from '../lib/clock';
import { localized } from '../lib/localized';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { PageTextsProvider, useTexts } from '../lib/texts-context';
import { EmbedFrame } from '../ui/embed-frame';
import { NewTabButton } from '../ui/new-tab-button';
import { RoomEngagement } from '../engagement/room-engagement';
import { MeetingJoin } from './meeting-join';
import { RoomPeople } from './room-people';
import { SessionItem } from './session-item';
import { StageReactions } from './stage-reactions';
import { StreamPlayer } from './stream-player';
import { useVenueData } from './venue-data';

/** An expo room's booth loads with its texts when such a room opens (docs/rules/venue.md#expo-booths). */
const BoothView = lazy(() => import('../booth/booth-view'));

/**
 * One room with what its type needs (docs/rules/venue.md#the-venue): the stage's player, the embedded page, the
 * meeting link (in a new tab) or the join of the event's meeting integration, the Q&A beside it; then its description and what is on in it.
 * On a wide screen the chat, polls and questions sit beside the stage and fold away; on a phone they follow it (docs/rules/venue.md#layout).
 */
export function RoomPage() {
  const { code } = useVenueSession();
  const { content, clock } = useVenueData();
  const { t, lang } = useTexts();
  const { roomId } = useParams();
  const now = useNow(clock, 30_000);
  const [panelCollapsed, setPanelCollapsed] = useState(false);
  const room = content.rooms.find((candidate) => String(candidate.id) === roomId);
  if (!room) {
    return (
      <div className="wrap page">
        <h1>{t('room.notFound')}</h1>
        <p>
          <Link to={paths.rooms(code)}>{t('room.backToRooms')}</Link>
        </p>
      </div>
    );
  }
  const name = localized(lang, room.nameEn, room.nameDe);
  const description = localized(lang, room.descriptionEn, room.descriptionDe);
  const zone = eventZone(content.event);
  const roomSessions = content.sessions.filter((session) => session.roomId === room.id);
  const shown = [...sessionsOn(roomSessions, now), ...sessionsNext(roomSessions, now, 1)];
  return (
    <div className="wrap wide page">
      <p className="crumb">
        <Link to={paths.rooms(code)}>{t('room.backToRooms')}</Link>
      </p>
      <h1>{name}</h1>
      <p className="meta">
        <span className="type">{t(`roomTypes.${room.type}`)}</span>
      </p>
      <RoomPeople roomId={room.id} />
      <div className="room-layout" data-panel-collapsed={panelCollapsed || undefined}>
        <div className="room-main">
          {room.type === 'expo' && (
            <PageTextsProvider page="booth" fallback={null}>
              <Suspense fallback={null}>
                <BoothView roomId={room.id} roomName={name} />
              </Suspense>
            </PageTextsProvider>
          )}
          {room.streamUrl &&
            (takesReactions(room.type) ? (
              <StageReactions roomId={room.id}>
                <StreamPlayer address={room.streamUrl} title={t('room.player', { room: name })} />
              </StageReactions>
            ) : (
              <StreamPlayer address={room.streamUrl} title={t('room.player', { room: name })} />
            ))}
          {room.embedUrl && <EmbedFrame src={room.embedUrl} title={t('room.embed', { room: name })} tall />}
          {/* A meeting room saved with a link before its provider became an integration keeps its link until it is saved again. */}
          {room.type === 'meeting' && isMeetingIntegration(room.meetingProvider) && !room.meetingUrl && (
            <MeetingJoin roomId={room.id} roomName={name} provider={room.meetingProvider} />
          )}
          {room.meetingUrl && <NewTabButton href={room.meetingUrl}>{t('room.joinMeeting')}</NewTabButton>}
          {room.qaEmbedUrl && (
            <section aria-labelledby="room-qa">
              <h2 id="room-qa">{t('room.qa')}</h2>
              <EmbedFrame src={room.qaEmbedUrl} title={t('room.qaFrame', { room: name })} tall />
            </section>
          )}
          {description && <div className="rich" dangerouslySetInnerHTML={{ __html: description }} />}
          {shown.length > 0 && (
            <section aria-labelledby="room-sessions">
              <h2 id="room-sessions">{t('room.sessions')}</h2>
              <ul className="sessions">
                {shown.map((session) => (
                  <SessionItem key={session.id} session={session} day={wallDate(session.startMs, zone)} now={now} />
                ))}
              </ul>
            </section>
          )}
        </div>
        <div className="room-side">
          <RoomEngagement roomId={room.id} collapsed={panelCollapsed} onCollapsedChange={setPanelCollapsed} />
        </div>
      </div>
    </div>
  );
}
