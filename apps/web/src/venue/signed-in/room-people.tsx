import { useEffect, useState } from 'react';
import { venueRoomPeopleCalls, type ChatPerson, type RoomPeople as RoomPeopleAnswer } from '@aula/shared';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';
import { Avatar } from './avatar';

/**
 * How often an open room asks who is in it. Every attendee of a full hall asks, so not often: a
 * minute, and again whenever the names are unfolded.
 */
export const ROOM_PEOPLE_REFRESH_MS = 60_000;

/**
 * "Who is here" under a room's stage (docs/rules/venue.md#who-is-here): how many attendees are in
 * the room now and, folded away, their names where the event shows its attendee list. Asked again
 * every ROOM_PEOPLE_REFRESH_MS while the page is shown and on unfolding; a failed ask keeps the last answer.
 */
export function RoomPeople({ roomId }: { roomId: number }) {
  const { t } = useTexts();
  const [answer, setAnswer] = useState<RoomPeopleAnswer | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let active = true;
    const ask = () => {
      if (document.visibilityState === 'hidden') return;
      venueCall(venueRoomPeopleCalls.list, { params: { roomId } }).then(
        (next) => active && setAnswer(next),
        () => undefined,
      );
    };
    ask();
    const timer = window.setInterval(ask, ROOM_PEOPLE_REFRESH_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [roomId, asked]);

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
