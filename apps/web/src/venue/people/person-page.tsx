import { useEffect, useState } from 'react';
import { venueChatCalls, venuePeopleCalls, wallDate, type VenuePerson } from '@aula/shared';
import { Link } from '@/lib/page-router/link';
import { useNavigate, useParams } from '@/lib/page-router/page-router';
import { eventZone } from '../lib/agenda-times';
import { useNow } from '../lib/clock';
import { errorText } from '../lib/error-text';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';
import { Alert } from '../ui/alert';
import { Loading } from '../ui/loading';
import { PersonAvatar } from '../signed-in/avatar';
import { SessionItem } from '../signed-in/session-item';
import { useVenueData } from '../signed-in/venue-data';
import './people.css';

/**
 * A person's profile (docs/rules/venue.md#people): photo, name, job title and company, what they
 * wrote about themselves, the sessions they speak at, and a direct message where the event allows one.
 */
export function PersonPage() {
  const { accountId } = useParams();
  const { code } = useVenueSession();
  const { content, clock } = useVenueData();
  const { t } = useTexts();
  const navigate = useNavigate();
  const now = useNow(clock, 30_000);
  // Each answer keeps the id it is for, so a profile opened from another shows nothing stale.
  const [answer, setAnswer] = useState<{ accountId: string | undefined; person: VenuePerson | null; failure: unknown } | null>(null);
  const [writeFailure, setWriteFailure] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    venueCall(venuePeopleCalls.person, { params: { accountId: Number(accountId) } }).then(
      (person) => current && setAnswer({ accountId, person, failure: null }),
      (failure: unknown) => current && setAnswer({ accountId, person: null, failure }),
    );
    return () => {
      current = false;
    };
  }, [accountId]);

  const write = async (to: VenuePerson) => {
    setWriteFailure(null);
    try {
      const channel = await venueCall(venueChatCalls.direct, { body: { accountId: to.accountId } });
      navigate(paths.chatChannel(code, channel.id));
    } catch (error) {
      setWriteFailure(error);
    }
  };

  const back = content.directory && (
    <p>
      <Link to={paths.people(code)}>{t('people.back')}</Link>
    </p>
  );
  const shown = answer?.accountId === accountId ? answer : null;
  const person = shown?.person ?? null;
  if (shown?.failure) {
    return (
      <div className="wrap narrow page">
        <h1>{t('titles.person')}</h1>
        <Alert tone="error">{errorText(shown.failure, t)}</Alert>
        {back}
      </div>
    );
  }
  if (!person) return <Loading />;
  const work = [person.jobTitle, person.company].filter(Boolean).join(', ');
  const sessions = content.sessions.filter((session) => person.sessionIds.includes(session.id));
  const zone = eventZone(content.event);
  return (
    <div className="wrap narrow page person-page">
      {back}
      <header className="person-header">
        <PersonAvatar name={person.displayName} photo={person.photo} size={96} />
        <div>
          <h1>{person.displayName}</h1>
          {work && <p className="person-work">{work}</p>}
          {person.role !== 'attendee' && <span className="badge">{t(`people.roles.${person.role}`)}</span>}
        </div>
      </header>
      {person.bio && (
        <section aria-labelledby="person-bio">
          <h2 id="person-bio">{t('people.about')}</h2>
          <p className="person-bio">{person.bio}</p>
        </section>
      )}
      {person.mayWrite && (
        <p>
          <button type="button" className="button" onClick={() => void write(person)}>
            {t('people.write')}
          </button>
        </p>
      )}
      {writeFailure !== null && <Alert tone="error">{errorText(writeFailure, t)}</Alert>}
      {sessions.length > 0 && (
        <section aria-labelledby="person-sessions">
          <h2 id="person-sessions">{t('people.sessions')}</h2>
          <ul className="sessions">
            {sessions.map((session) => (
              <SessionItem key={session.id} session={session} day={wallDate(session.startMs, zone)} now={now} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
