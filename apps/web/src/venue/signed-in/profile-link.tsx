import { Link } from '@/lib/page-router/link';
import { useLocation } from '@/lib/page-router/page-router';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { Avatar } from './avatar';
import { useVenueData } from './venue-data';

/** The way to the attendee's own profile, with their photo or initials. */
export function ProfileLink() {
  const { code } = useVenueSession();
  const { profile } = useVenueData();
  const { t } = useTexts();
  const { pathname } = useLocation();
  const target = paths.profile(code);
  return (
    <Link className="profile-link" to={target} title={t('frame.profile')} aria-current={pathname.replace(/\/$/, '') === target ? 'page' : undefined}>
      <Avatar profile={profile} size={32} />
      <span className="profile-link-label">{t('frame.profile')}</span>
    </Link>
  );
}
