import { Link } from '@/lib/page-router/link';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { PersonAvatar } from './avatar';
import { useVenueData } from './venue-data';

/** A session's speakers (docs/rules/venue.md#speakers), each a link to their profile. */
export function SessionSpeakers({ speakerIds }: { speakerIds: readonly number[] }) {
  const { code } = useVenueSession();
  const { content } = useVenueData();
  const { t } = useTexts();
  const speakers = speakerIds.flatMap((id) => content.speakers.filter((speaker) => speaker.accountId === id));
  if (speakers.length === 0) return null;
  return (
    <ul className="speakers" aria-label={t('session.speakers')}>
      {speakers.map((speaker) => (
        <li key={speaker.accountId}>
          <PersonAvatar name={speaker.displayName} photo={speaker.photo} size={28} />
          <span>
            <Link to={paths.person(code, speaker.accountId)}>{speaker.displayName}</Link>
            {(speaker.jobTitle || speaker.company) && <span className="speaker-role"> {[speaker.jobTitle, speaker.company].filter(Boolean).join(', ')}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
