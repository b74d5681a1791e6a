import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { WALL_POST_EVENT, topicOf, wallOrder, wallPostSchema, type WallPost } from '@aula/shared';
import { followConsoleTopic } from '@/lib/socket';
import { useLiveFeed } from '@/lib/use-live-feed';
import { fetchOlderWallPosts, fetchWallPosts } from '../api/wall-api';

/** The event's id from /event/{id}/communications/social(/screen); 0 when it is not a number. */
export function useWallEventId(): number {
  const { id } = useParams();
  const parsed = Number(id ?? 0);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
}

/**
 * The event's wall as moderators see it, live (docs/rules/communications.md#live-updates): it follows `wallQueue:{eventId}`,
 * which carries every change of the wall with every post's real status, and catches up after each
 * reconnect. `apply` shows the answer of the organiser's own action before its push arrives;
 * `loadOlder` adds the page of posts older than those loaded, while `hasOlder` says there are some.
 */
export function useConsoleWall(eventId: number) {
  const [olderBefore, setOlderBefore] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const fetchAfter = useCallback((after: number) => fetchWallPosts(eventId, after, setOlderBefore), [eventId]);
  const itemsOf = useCallback((event: string, data: unknown) => {
    if (event !== WALL_POST_EVENT) return null;
    const parsed = wallPostSchema.safeParse(data);
    return parsed.success ? [parsed.data] : null;
  }, []);
  const feed = useLiveFeed<WallPost>({ topic: eventId > 0 ? topicOf('wallQueue', eventId) : null, follow: followConsoleTopic, fetchAfter, itemsOf });
  const lists = useMemo(() => {
    const ordered = wallOrder(feed.items);
    return {
      pending: ordered.filter((post) => post.status === 'pending').reverse(),
      approved: ordered.filter((post) => post.status === 'approved'),
      removed: ordered.filter((post) => post.status === 'hidden' || post.status === 'rejected'),
    };
  }, [feed.items]);
  const { apply } = feed;
  const loadOlder = useCallback(async () => {
    if (olderBefore === null) return;
    setLoadingOlder(true);
    try {
      const page = await fetchOlderWallPosts(eventId, olderBefore);
      apply(page.posts);
      setOlderBefore(page.olderBefore);
    } catch {
      // The API client has shown the failure; the button stays for another try.
    } finally {
      setLoadingOlder(false);
    }
  }, [apply, eventId, olderBefore]);
  return { ...lists, status: feed.status, apply, hasOlder: olderBefore !== null, loadingOlder, loadOlder };
}
