import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { safeParse } from 'zod/mini';
import {
  WALL_CATCH_UP_LIMIT,
  WALL_POST_EVENT,
  fetchWallChanges,
  lastSeqOf,
  relevantChanges,
  topicOf,
  wallCalls,
  wallOrder,
  wallPostSchema,
  type VenueWall,
  type WallPost,
} from '@aula/shared';
import { useLiveFeed } from '@/lib/use-live-feed';
import { venueCall } from '../../lib/venue-api';
import { useVenueLive } from '../../lib/venue-live';

export type WallFirstLoad = Omit<VenueWall, 'posts'> & { posts: WallPost[] };

/** A pushed post, or null for anything else on the topic. */
export function pushedPost(event: string, data: unknown): WallPost | null {
  if (event !== WALL_POST_EVENT) return null;
  const parsed = safeParse(wallPostSchema, data);
  return parsed.success ? parsed.data : null;
}

/**
 * The attendee's wall, live (docs/rules/communications.md#social-wall): the first answer says which event's topic to follow
 * and how the event moderates; from then on the list follows `wall:{eventId}` and catches up after
 * every reconnect. Pushes go to everyone alike, so the attendee's own posts and likes, which only
 * this page knows, are laid over them; a removed post matters only if the list holds it.
 */
export function useVenueWall(first: WallFirstLoad) {
  const live = useVenueLive();
  const mine = useRef(new Set(first.posts.filter((post) => post.mine).map((post) => post.id)));
  const liked = useRef(new Set(first.posts.filter((post) => post.liked).map((post) => post.id)));
  const held = useRef(new Set<number>());
  // The attendee's own posts as they learn of them: a post's push may come before the answer to its
  // author and hold the same number, so the list keeps it as everyone's; the render marks it again.
  const [ownPosts, setOwnPosts] = useState<ReadonlySet<number>>(() => new Set());
  // The first answer is served once, to the feed's first catch-up, which then asks only what changed after it.
  const firstAnswer = useRef<WallPost[] | null>(first.posts);

  const overlay = useCallback((post: WallPost): WallPost => ({ ...post, mine: post.mine || mine.current.has(post.id), liked: liked.current.has(post.id) }), []);

  const fetchAfter = useCallback(async (after: number) => {
    const taken = firstAnswer.current;
    firstAnswer.current = null;
    const page = (from: number) => venueCall(wallCalls.venueList, { query: { after: from } }).then((answer) => answer.posts);
    const changes = taken ? [...taken, ...(await fetchWallChanges(page, lastSeqOf(taken), WALL_CATCH_UP_LIMIT))] : await fetchWallChanges(page, after, WALL_CATCH_UP_LIMIT);
    for (const post of changes) {
      if (post.mine) mine.current.add(post.id);
      // Answers to the attendee carry their own likes.
      if (post.liked) liked.current.add(post.id);
      else if (!post.removed) liked.current.delete(post.id);
    }
    return relevantChanges(changes, new Set([...held.current, ...changes.filter((post) => !post.removed).map((post) => post.id)]));
  }, []);

  const itemsOf = useCallback(
    (event: string, data: unknown) => {
      const post = pushedPost(event, data);
      if (!post) return null;
      // The author hears of a moderator's decision by their own notice, with the post as they see it.
      if (post.removed && mine.current.has(post.id)) return null;
      return relevantChanges([overlay(post)], held.current);
    },
    [overlay],
  );

  const feed = useLiveFeed<WallPost>({ topic: topicOf('wall', first.eventId), follow: live.follow, fetchAfter, itemsOf });
  useEffect(() => {
    held.current = new Set(feed.items.map((post) => post.id));
  }, [feed.items]);

  const { apply } = feed;
  // The first answer shows at once, before the socket's subscription is active.
  useEffect(() => apply(first.posts), [apply, first.posts]);
  /** Shows a post the server answered to the attendee's own action (a post, a like, a notice). */
  const applyOwn = useCallback(
    (post: WallPost) => {
      if (post.mine) {
        mine.current.add(post.id);
        setOwnPosts((known) => (known.has(post.id) ? known : new Set([...known, post.id])));
      }
      if (post.liked) liked.current.add(post.id);
      else liked.current.delete(post.id);
      apply([post]);
    },
    [apply],
  );

  /** Marks the like before the call, so that its push, which may come first, already shows it. */
  const expectLike = useCallback((postId: number, value: boolean) => {
    if (value) liked.current.add(postId);
    else liked.current.delete(postId);
  }, []);

  const [olderBefore, setOlderBefore] = useState(first.olderBefore);
  const [loadingOlder, setLoadingOlder] = useState(false);
  /** Adds the page of posts older than those loaded; a failure is the caller's to show. */
  const loadOlder = useCallback(async () => {
    if (olderBefore === null) return;
    setLoadingOlder(true);
    try {
      const page = await venueCall(wallCalls.venueList, { query: { before: olderBefore } });
      for (const post of page.posts) {
        if (post.mine) mine.current.add(post.id);
        if (post.liked) liked.current.add(post.id);
      }
      apply(page.posts);
      setOlderBefore(page.olderBefore);
    } finally {
      setLoadingOlder(false);
    }
  }, [apply, olderBefore]);

  const posts = useMemo(() => wallOrder(feed.items).map((post) => (!post.mine && ownPosts.has(post.id) ? { ...post, mine: true } : post)), [feed.items, ownPosts]);
  return { posts, status: feed.status, applyOwn, expectLike, hasOlder: olderBefore !== null, loadingOlder, loadOlder };
}

/** Asks the first load of the wall; failures are the caller's to show. */
export async function loadVenueWall(): Promise<WallFirstLoad> {
  return venueCall(wallCalls.venueList);
}

