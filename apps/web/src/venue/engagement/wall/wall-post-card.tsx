import type { ReactNode } from 'react';
import { formatShownDateTimeInZone, type WallPost } from '@aula/shared';
import { useTexts } from '../../lib/texts-context';
import { useVenueEventZone } from '../../signed-in/venue-data';

const STATUS_KEYS = { pending: 'wall.status.pending', rejected: 'wall.status.rejected', hidden: 'wall.status.hidden' } as const;

/** The author's photo, or the initials of their name; decorative beside the name. */
function AuthorMark({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  if (photoUrl) return <img className="avatar" src={photoUrl} alt="" width={40} height={40} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return (
    <span className="avatar initials wall-initials" aria-hidden="true">
      {initials}
    </span>
  );
}

/**
 * One post on the venue's wall. The text is shown as text (React escapes it; line breaks kept by
 * CSS), the image with the author named in its description. `actions` are the like button and,
 * for moderators, their buttons.
 */
export function WallPostCard({ post, actions }: { post: WallPost; actions?: ReactNode }) {
  const { t, lang } = useTexts();
  const name = post.author?.name ?? t('wall.formerAttendee');
  const zone = useVenueEventZone();
  const time = zone ? formatShownDateTimeInZone(post.createdMs, zone, lang) : '';
  const statusKey = post.status === 'approved' ? null : STATUS_KEYS[post.status];
  return (
    <article className={`card wall-post${post.pinned ? ' pinned' : ''}`} aria-label={t('wall.postBy', { name })}>
      <header className="wall-post-head">
        <AuthorMark name={name} photoUrl={post.author?.photoUrl ?? null} />
        <div>
          <strong>{name}</strong>
          <div className="meta">
            <time dateTime={new Date(post.createdMs).toISOString()}>{time}</time>
          </div>
        </div>
        <div className="wall-post-badges">
          {post.pinned && <span className="badge">{t('wall.pinned')}</span>}
          {statusKey && <span className="badge wall-status">{t(statusKey)}</span>}
        </div>
      </header>
      <p className="wall-post-body">{post.body}</p>
      {post.imageUrl && <img className="wall-post-image" src={post.imageUrl} alt={t('wall.imageBy', { name })} loading="lazy" />}
      {actions && <div className="actions wall-post-actions">{actions}</div>}
    </article>
  );
}
