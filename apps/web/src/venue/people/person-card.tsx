import type { VenuePersonSummary } from '@aula/shared';
import { Link } from '@/lib/page-router/link';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { PersonAvatar } from '../signed-in/avatar';

/** One person of the directory: photo, name as the way to the profile, job title and company, and a role other than attendee. */
export function PersonCard({ person }: { person: VenuePersonSummary }) {
  const { code } = useVenueSession();
  const { t } = useTexts();
  const work = [person.jobTitle, person.company].filter(Boolean).join(', ');
  return (
    <li className="person card">
      <PersonAvatar name={person.displayName} photo={person.photo} size={56} />
      <div>
        <h2>
          <Link to={paths.person(code, person.accountId)}>{person.displayName}</Link>
        </h2>
        {work && <p className="person-work">{work}</p>}
        {person.role !== 'attendee' && <span className="badge">{t(`people.roles.${person.role}`)}</span>}
      </div>
    </li>
  );
}
