import * as z from 'zod/mini';
import { miniIdTextSchema, miniSeqTextSchema } from './mini-ids';
import { requiredTrimmed } from './primitives';

/**
 * The social wall (docs/rules/communications.md#social-wall), for the venue and the console alike. Written with zod/mini: the
 * venue's first load carries the wall page, and importing anything from a full-zod file would
 * bring full zod along (docs/decisions/0033-the-venue.md).
 */

/** Longest post, in characters: a wall shows short posts, large, on a screen at the venue. */
export const WALL_POST_MAX_LENGTH = 500;
/** Posts of a first load (newest first) besides the pinned and, for moderators, the pending ones. */
export const WALL_FIRST_LOAD = 100;
/** Changes a catch-up answers at most; a client asks again from the last one while it gets this many. */
export const WALL_CATCH_UP_LIMIT = 500;

/** Where a post stands: waiting (pre-moderation), on the wall, turned down, or taken off it. */
export const WALL_POST_STATUSES = ['pending', 'approved', 'rejected', 'hidden'] as const;
export type WallPostStatus = (typeof WALL_POST_STATUSES)[number];
/** The event's choice (settings.wallModeration): approve before posts show, or hide them afterwards. */
export const WALL_MODERATIONS = ['pre', 'post'] as const;
export type WallModeration = (typeof WALL_MODERATIONS)[number];
/** What a moderator does to a post: approve (also to bring a hidden one back), reject a pending one, hide. */
export const WALL_DECISIONS = ['approve', 'reject', 'hide'] as const;
export type WallDecision = (typeof WALL_DECISIONS)[number];

export const wallEventPathSchema = z.object({ eventId: miniIdTextSchema });
export const wallPostPathSchema = z.object({ eventId: miniIdTextSchema, postId: miniIdTextSchema });
export const venueWallPostPathSchema = z.object({ postId: miniIdTextSchema });

/**
 * `?after=n`: the changes after change n; none or 0 is the first load. `?before=id` (with no
 * `after`): the page of older posts before that post, as the previous answer's `olderBefore` named.
 */
export const wallAfterQuerySchema = z.object({ after: miniSeqTextSchema, before: z.optional(miniIdTextSchema) });
export type WallListQuery = z.infer<typeof wallAfterQuerySchema>;

/** The text of a post, as typed: required, trimmed, at most WALL_POST_MAX_LENGTH characters. */
export const wallPostTextSchema = requiredTrimmed(WALL_POST_MAX_LENGTH);

/**
 * POST /api/venue/wall (multipart): the text in `body` and, optionally, one image in `image` (docs/rules/uploads.md#image-uploads:
 * PNG or JPEG by content, at most 1 MB; decoded and re-encoded by the server).
 * The file part passes through this schema untouched; the server reads it from the body.
 */
export const wallPostBodySchema = z.object({ body: wallPostTextSchema, image: z.optional(z.unknown()) });
export const wallLikeBodySchema = z.object({ liked: z.boolean() });
export const wallDecisionBodySchema = z.object({ decision: z.enum(WALL_DECISIONS) });
export const wallPinBodySchema = z.object({ pinned: z.boolean() });

/**
 * A post as one viewer sees it. Every item carries `seq`, the number of the wall's latest change
 * that touched it (`rules/live-feed.ts`). `removed`: the post is no longer shown to this viewer
 * (hidden, rejected, or never theirs to see): clients drop it. `mine`: the viewer wrote it; `liked`:
 * the viewer likes it (both false in pushes, which go to everyone alike).
 */
export const wallPostSchema = z.object({
  id: z.int(),
  seq: z.number(),
  status: z.enum(WALL_POST_STATUSES),
  removed: z.boolean(),
  body: z.string(),
  imageUrl: z.nullable(z.string()),
  /** The author's name and photo; null when the account is gone. */
  author: z.nullable(z.object({ name: z.string(), photoUrl: z.nullable(z.string()) })),
  pinned: z.boolean(),
  likes: z.int(),
  liked: z.boolean(),
  mine: z.boolean(),
  createdMs: z.number(),
});
export type WallPost = z.infer<typeof wallPostSchema>;

/** GET /api/venue/wall: the attendee's wall, and how the event moderates it. */
export const venueWallSchema = z.object({
  /** The attendee's event, whose topics (`wall:{eventId}`, for moderators `wallQueue:{eventId}`) the page follows. */
  eventId: z.int(),
  posts: z.array(wallPostSchema),
  /** Where the older posts start (`?before=`), or null when the answer reaches the wall's first post (and in catch-ups). */
  olderBefore: z.nullable(z.int()),
  moderation: z.enum(WALL_MODERATIONS),
  /** The attendee is a moderator: the page shows the queue and the moderation buttons. */
  moderator: z.boolean(),
});
export type VenueWall = z.infer<typeof venueWallSchema>;

/** The moderators' list (console, and venue moderators): every post with its real status. */
export const wallPostsSchema = z.object({ posts: z.array(wallPostSchema), olderBefore: z.nullable(z.int()) });
export type WallPosts = z.infer<typeof wallPostsSchema>;

/**
 * Pushes: on `wall:{eventId}` and `wallQueue:{eventId}` the event `post` carries one post (as
 * everyone sees it, or as moderators do); the notice `wallPostModerated` tells the author what a
 * moderator decided about their post, with the post as they see it.
 */
export const WALL_POST_EVENT = 'post';
export const WALL_MODERATED_NOTICE = 'wallPostModerated';
