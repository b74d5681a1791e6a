import { useEffect, useState } from 'react';
import { ROOM_TOPIC_EVENTS, topicOf, venueRoomPeopleCalls, type ChatPerson, type RoomPeople as RoomPeopleAnswer, type RoomPeoplePush } from '@aula/shared';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';
import { useVenueLive } from '../lib/venue-live';
import { Avatar } from './avatar';

/**
 * "Who is here" under a room's stage (docs/rules/venue.md#who-is-here): how many attendees are in
 * the room now and, folded away, their names where the event shows its attendee list. The count
 * follows the room's topic as presence pushes it; the names are asked when the room opens, after a
 * reconnect and on unfolding. A failed ask keeps the last answer.
 */
export function RoomPeople({ roomId }: { roomId: number }) {
  const { t } = useTexts();
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
            <Avatar profile={avatarOf(person)} size={28} />
            {person.displayName}
          </li>
        ))}
      </ul>
      {answer.total > answer.people.length && <p className="meta">{t('room.people.more', { count: answer.total - answer.people.length })}</p>}
    </details>
  );
}

/** A named person as the attendee's avatar takes them: the first and last words of the name, and the photo. */
function avatarOf(person: ChatPerson) {
  const words = person.displayName.split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? words[words.length - 1]! : '', photoUrl: person.photo };
}
