import type { WallPost } from '@aula/shared';
import { fileUrl } from '../files/file-url';
import type { WallPostRow } from './repository';

/** An author's name and photo address, as the engagement service gives them. */
export type WallAuthor = { displayName: string; photoUrl: string | null };

/** Who looks at a post: a moderator sees every post as it is; anyone else only approved posts and their own. */
export type WallViewer = { kind: 'moderator' } | { kind: 'attendee'; accountId: number | null; liked: ReadonlySet<number> };

/** Everyone alike, as pushed on `wall:{eventId}`: no one's own posts, no one's likes. */
export const EVERYONE: WallViewer = { kind: 'attendee', accountId: null, liked: new Set() };

/** Whether the viewer is shown the post at all. */
export function isShownTo(row: Pick<WallPostRow, 'status' | 'authorAccountId' | 'deletedAt'>, viewer: WallViewer): boolean {
  if (row.deletedAt) return false;
  if (viewer.kind === 'moderator') return true;
  return row.status === 'approved' || (viewer.accountId !== null && row.authorAccountId === viewer.accountId);
}

/**
 * A post as the viewer may see it: the fields the contract names and nothing else. A post the
 * viewer is not shown keeps only its id, number and status, marked removed, so their list drops it
 * without learning what it said.
 */
export function presentWallPost(row: WallPostRow, authors: ReadonlyMap<number, WallAuthor>, viewer: WallViewer): WallPost {
  const mine = viewer.kind === 'attendee' && viewer.accountId !== null && row.authorAccountId === viewer.accountId;
  const base = { id: row.id, seq: row.seq, status: row.status, pinned: row.pinned, likes: row.likes, createdMs: row.createdAt.getTime(), mine };
  if (!isShownTo(row, viewer)) return { ...base, status: 'hidden', removed: true, body: '', imageUrl: null, author: null, pinned: false, liked: false };
  const author = row.authorAccountId === null ? undefined : authors.get(row.authorAccountId);
  return {
    ...base,
    removed: false,
    body: row.body,
    imageUrl: row.image ? fileUrl(row.image) : null,
    author: author ? { name: author.displayName, photoUrl: author.photoUrl } : null,
    liked: viewer.kind === 'attendee' && viewer.liked.has(row.id),
  };
}
