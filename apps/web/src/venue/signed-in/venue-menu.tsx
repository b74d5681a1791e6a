import { isNavigationLinkUrl, navigationItemLabel, type VenueMenuItem } from '@aula/shared';
import { Link } from '@/lib/page-router/link';
import { useLocation } from '@/lib/page-router/page-router';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { UnreadBadge } from '../engagement/chat/unread-badge';
import { useChatUnread } from '../engagement/chat/use-chat-unread';
import { useVenueData } from './venue-data';

/** The venue's page of a built-in item; a custom link has none. */
function pageOf(code: string, kind: VenueMenuItem['kind']): string | null {
  if (kind === 'home') return paths.home(code);
  if (kind === 'agenda') return paths.agenda(code);
  if (kind === 'rooms') return paths.rooms(code);
  if (kind === 'social') return paths.wall(code);
  if (kind === 'chat') return paths.chat(code);
  if (kind === 'polls') return paths.polls(code);
  if (kind === 'people') return paths.people(code);
  return null;
}

/**
 * The attendee menu of the Navigation screen, in the organiser's order and labels: built-in items
 * lead to the venue's pages, custom links open their address in a new tab. The server sends only
 * the visible items.
 */
export function VenueMenu({ roomId }: { roomId: number | null }) {
  const { code } = useVenueSession();
  const { content } = useVenueData();
  const { t, lang } = useTexts();
  const { pathname } = useLocation();
  const items = content.menu;
  const chatUnread = useChatUnread(items.some((item) => item.kind === 'chat'));
  if (items.length === 0) return null;
  return (
    <nav className="menu" aria-label={t('frame.menu')}>
      <ul>
        {items.map((item, index) => {
          const label = navigationItemLabel(item, lang);
          if (item.kind === 'link') {
            if (!isNavigationLinkUrl(item.url) || !label) return null;
            return (
              <li key={index}>
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {label}
                  <span className="visually-hidden"> {t('frame.opensInNewTab')}</span>
                </a>
              </li>
            );
          }
          const target = pageOf(code, item.kind);
          if (!target) return null;
          const current = pathname.replace(/\/$/, '') === target || (item.kind === 'rooms' && roomId !== null) || (item.kind === 'people' && pathname.startsWith(`${target}/`));
          return (
            <li key={index}>
              <Link to={target} aria-current={current ? 'page' : undefined}>
                {label}
                {item.kind === 'chat' && <UnreadBadge count={chatUnread} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
