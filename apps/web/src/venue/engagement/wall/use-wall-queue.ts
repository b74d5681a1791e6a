import { useCallback, useMemo } from 'react';
import { WALL_CATCH_UP_LIMIT, fetchWallChanges, topicOf, wallCalls, type WallPost } from '@aula/shared';
import { useLiveFeed } from '@/lib/use-live-feed';
import { venueCall } from '../../lib/venue-api';
import { useVenueLive } from '../../lib/venue-live';
import { pushedPost } from './use-venue-wall';

/** The posts waiting for a moderator, live on `wallQueue:{eventId}`; null event: not a moderator, nothing followed. */
export function useWallQueue(eventId: number | null) {
  const live = useVenueLive();
  const fetchAfter = useCallback(
    (after: number) =>
      fetchWallChanges((from) => venueCall(wallCalls.venueQueue, { query: { after: from } }).then((answer) => answer.posts), after, WALL_CATCH_UP_LIMIT),
    [],
  );
  const itemsOf = useCallback((event: string, data: unknown) => {
    const post = pushedPost(event, data);
    return post ? [post] : null;
  }, []);
  const feed = useLiveFeed<WallPost>({ topic: eventId === null ? null : topicOf('wallQueue', eventId), follow: live.follow, fetchAfter, itemsOf });
  const pending = useMemo(() => feed.items.filter((post) => post.status === 'pending').sort((a, b) => a.id - b.id), [feed.items]);
  return { pending, status: feed.status, apply: feed.apply };
}
