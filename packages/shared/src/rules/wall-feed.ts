import { lastSeqOf } from './live-feed';

/** What the wall's lists hold of a post for ordering and catch-up. */
type FeedPost = { id: number; seq: number; pinned: boolean; removed: boolean };

/**
 * A wall list's catch-up (docs/rules/communications.md#live-updates): the first load as it comes, or every change after `after`,
 * asking again from the last number while an answer is full (`limit`), so a long absence misses
 * nothing.
 */
export async function fetchWallChanges<T extends FeedPost>(fetchPage: (after: number) => Promise<T[]>, after: number, limit: number): Promise<T[]> {
  const changes: T[] = [];
  let from = after;
  for (;;) {
    const page = await fetchPage(from);
    changes.push(...page);
    if (from === 0 || page.length < limit) return changes;
    from = lastSeqOf(page, from);
  }
}

/**
 * A removed post matters only to a list that holds it: for any other it is left out, so that a
 * late answer about the same change (the author's own post, pending) is not taken for old news.
 */
export function relevantChanges<T extends FeedPost>(changes: readonly T[], held: ReadonlySet<number>): T[] {
  return changes.filter((post) => !post.removed || held.has(post.id));
}

/** The posts to show, pinned first, then newest first. */
export function wallOrder<T extends FeedPost>(posts: readonly T[]): T[] {
  return posts.filter((post) => !post.removed).sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.id - a.id);
}
