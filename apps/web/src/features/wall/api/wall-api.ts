import { WALL_CATCH_UP_LIMIT, fetchWallChanges, wallCalls, type WallDecision, type WallPost } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/**
 * The wall's posts with every status (GET /api/wall/{eventId}/posts): the first load, or every
 * change after `after`. A first load also tells `onOlderBefore` where the older posts start.
 */
export const fetchWallPosts = (eventId: number, after: number, onOlderBefore: (olderBefore: number | null) => void): Promise<WallPost[]> =>
  fetchWallChanges(
    (from) =>
      callApi(wallCalls.list, { params: { eventId }, query: { after: from }, spinner: false }).then((answer) => {
        if (from === 0) onOlderBefore(answer.olderBefore);
        return answer.posts;
      }),
    after,
    WALL_CATCH_UP_LIMIT,
  );

/** The page of posts before post `before`, and where the next older page starts. */
export const fetchOlderWallPosts = (eventId: number, before: number) =>
  callApi(wallCalls.list, { params: { eventId }, query: { before }, spinner: false });

/** A moderator's decision (POST /api/wall/{eventId}/posts/{postId}/moderate); failures are shown by the API client. */
export const moderateWallPost = (eventId: number, postId: number, decision: WallDecision) =>
  callApi(wallCalls.moderate, { params: { eventId, postId }, body: { decision }, spinner: false });

/** Pins or unpins (POST /api/wall/{eventId}/posts/{postId}/pin). */
export const pinWallPost = (eventId: number, postId: number, pinned: boolean) => callApi(wallCalls.pin, { params: { eventId, postId }, body: { pinned }, spinner: false });
