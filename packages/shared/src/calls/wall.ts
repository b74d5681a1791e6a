import {
  venueWallPostPathSchema,
  venueWallSchema,
  wallAfterQuerySchema,
  wallDecisionBodySchema,
  wallEventPathSchema,
  wallLikeBodySchema,
  wallPinBodySchema,
  wallPostBodySchema,
  wallPostPathSchema,
  wallPostSchema,
  wallPostsSchema,
} from '../schemas/wall';
import { defineCall } from './define-call';

/**
 * The social wall (docs/rules/communications.md#social-wall). The venue's calls act as the signed-in attendee in their own
 * event; the moderator ones need the role `moderator`. The console's reach the caller's company's
 * events only. Lists answer the first load without `after`, and the changes after a change number
 * with it (catch-up after a reconnect, docs/rules/communications.md#live-updates).
 */
export const wallCalls = {
  venueList: defineCall({ method: 'GET', path: '/venue/wall', summary: 'The social wall as the attendee sees it', query: wallAfterQuerySchema, answer: venueWallSchema }),
  venuePost: defineCall({
    method: 'POST',
    path: '/venue/wall',
    summary: 'Posts to the wall (multipart: `body`, optional `image`: PNG or JPEG, at most 1 MB)',
    body: wallPostBodySchema,
    answer: wallPostSchema,
  }),
  venueLike: defineCall({ method: 'POST', path: '/venue/wall/:postId/like', summary: 'Likes a post, or takes the like back', params: venueWallPostPathSchema, body: wallLikeBodySchema, answer: wallPostSchema }),
  venueDelete: defineCall({
    method: 'POST',
    path: '/venue/wall/:postId/delete',
    summary: "Deletes one of the attendee's own posts, for everyone",
    params: venueWallPostPathSchema,
    answer: wallPostSchema,
  }),
  venueQueue: defineCall({ method: 'GET', path: '/venue/wall/queue', summary: "The moderators' view of the wall (moderators only)", query: wallAfterQuerySchema, answer: wallPostsSchema }),
  venueModerate: defineCall({
    method: 'POST',
    path: '/venue/wall/:postId/moderate',
    summary: 'Approves, rejects or hides a post (moderators only)',
    params: venueWallPostPathSchema,
    body: wallDecisionBodySchema,
    answer: wallPostSchema,
  }),
  list: defineCall({ method: 'GET', path: '/wall/:eventId/posts', summary: "The event's wall with every post's status", params: wallEventPathSchema, query: wallAfterQuerySchema, answer: wallPostsSchema }),
  moderate: defineCall({
    method: 'POST',
    path: '/wall/:eventId/posts/:postId/moderate',
    summary: 'Approves, rejects or hides a post',
    params: wallPostPathSchema,
    body: wallDecisionBodySchema,
    answer: wallPostSchema,
  }),
  pin: defineCall({ method: 'POST', path: '/wall/:eventId/posts/:postId/pin', summary: 'Pins a post to the top of the wall, or unpins it', params: wallPostPathSchema, body: wallPinBodySchema, answer: wallPostSchema }),
};
