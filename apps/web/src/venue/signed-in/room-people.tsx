import { useEffect, useState } from 'react';
import { venueRoomPeopleCalls, type RoomPeople as RoomPeopleAnswer } from '@aula/shared';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';

/** How often an open room asks who is in it; presence itself follows arrivals within seconds. */
export const ROOM_PEOPLE_REFRESH_MS = 15_000;

/**
 * "Who is here" under a room's stage (docs/rules/venue.md#who-is-here): how many attendees are in
 * the room now and, folded away, their names where the event shows its attendee list. Asked again
 * every ROOM_PEOPLE_REFRESH_MS while the page is shown; a failed ask keeps the last answer.
 */
export function RoomPeople({ roomId }: { roomId: number }) {
  const { t } = useTexts();
  const [answer, setAnswer] = useState<RoomPeopleAnswer | null>(null);

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
  }, [roomId]);

  if (!answer) return null;
  const summary = t('room.people.count', { count: answer.total });
  if (!answer.people || answer.people.length === 0) return <p className="room-people meta">{summary}</p>;
  return (
    <details className="room-people">
      <summary>{summary}</summary>
      <ul>
        {answer.people.map((person) => (
          <li key={person.accountId}>
            {person.photo ? <img className="avatar" src={person.photo} alt="" width={28} height={28} /> : <span className="avatar initials" aria-hidden="true">{initialsOf(person.displayName)}</span>}
            {person.displayName}
          </li>
        ))}
      </ul>
      {answer.total > answer.people.length && <p className="meta">{t('room.people.more', { count: answer.total - answer.people.length })}</p>}
    </details>
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
