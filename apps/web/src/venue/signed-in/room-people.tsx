import { useEffect, useState } from 'react';
import { ROOM_TOPIC_EVENTS, topicOf, venueRoomPeopleCalls, type RoomPeople as RoomPeopleAnswer, type RoomPeoplePush } from '@aula/shared';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';
import { useVenueLive } from '../lib/venue-live';
import { PersonAvatar } from './avatar';
import { Link } from '@/lib/page-router/link';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';

/**
 * "Who is here" under a room's stage (docs/rules/venue.md#who-is-here): how many attendees are in
 * the room now and, folded away, their names where the event shows its attendee list. The count
 * follows the room's topic as presence pushes it; the names are asked when the room opens, after a
 * reconnect and on unfolding. A failed ask keeps the last answer.
 */
export function RoomPeople({ roomId }: { roomId: number }) {
  const { t } = useTexts();
  const { code } = useVenueSession();
  const [answer, setAnswer] = useState<RoomPeopleAnswer | null>(null);
  const [asked, setAsked] = useState(0);
  const live = useVenueLive();

  useEffect(() => {
    let active = true;
    venueCall(venueRoomPeopleCalls.list, { params: { roomId } }).then(
      (next) => active && setAnswer(next),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [roomId, asked]);

  useEffect(
    () =>
      live.follow(topicOf('room', roomId), {
        // Asked again once following: a change between the first answer and the subscription is never pushed.
        onSubscribed: () => setAsked((count) => count + 1),
        onChange: (event, data) => {
          if (event !== ROOM_TOPIC_EVENTS.people) return;
          const { total } = data as RoomPeoplePush;
          setAnswer((current) => current && { ...current, total });
        },
      }),
    [live, roomId],
  );

  if (!answer) return null;
  const summary = t('room.people.count', { count: answer.total });
  if (!answer.people || answer.people.length === 0) return <p className="room-people meta">{summary}</p>;
  return (
    <details className="room-people" onToggle={(event) => event.currentTarget.open && setAsked((count) => count + 1)}>
      <summary>{summary}</summary>
      <ul>
        {answer.people.map((person) => (
          <li key={person.accountId}>
            <PersonAvatar name={person.displayName} photo={person.photo} size={28} />
            <Link to={paths.person(code, person.accountId)}>{person.displayName}</Link>
          </li>
        ))}
      </ul>
      {answer.total > answer.people.length && <p className="meta">{t('room.people.more', { count: answer.total - answer.people.length })}</p>}
    </details>
  );
}
