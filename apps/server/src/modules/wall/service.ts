import type { FastifyBaseLogger } from 'fastify';
import {
  WALL_CATCH_UP_LIMIT,
  WALL_FIRST_LOAD,
  WALL_MODERATED_NOTICE,
  WALL_POST_EVENT,
  topicOf,
  type VenueWall,
  type WallDecision,
  type WallPost,
  type WallListQuery,
  type WallPosts,
} from '@aula/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../http/domain-error';
import type { AnalyticsService } from '../analytics/service';
import type { AuthenticatedAttendee } from '../attendee-auth/sessions';
import type { AuthenticatedUser } from '../auth/service';
import type { EngagementService, EngagementViewer } from '../engagement/service';
import type { EventsService } from '../events/service';
import { fileUrl } from '../files/file-url';
import type { FilesService } from '../files/service';
import type { UploadedImage } from '../files/uploads';
import type { TopicPush, TopicSubscriber } from '../realtime/topics';
import { initialStatus, statusAfter } from './policy';
import { EVERYONE, presentWallPost, type WallAuthor, type WallViewer } from './presenter';
import { createWallRepository, type WallPage, type WallPostRow, type WallRows } from './repository';

type Deps = {
  engagement: Pick<
    EngagementService,
    'viewer' | 'settings' | 'requireMayRead' | 'requireMayWrite' | 'requireModerator' | 'requireOrganiser' | 'authors' | 'consume' | 'mayRead' | 'isModerator'
  >;
  files: Pick<FilesService, 'storeWallImage' | 'discardWallImages'>;
  events: Pick<EventsService, 'requireOwned' | 'organiserReaches'>;
  topicPush: TopicPush;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Counts what attendees do (docs/rules/analytics.md#what-is-recorded). */
  analytics: Pick<AnalyticsService, 'recordAction'>;
};

const MODERATOR: WallViewer = { kind: 'moderator' };

/**
 * The social wall (docs/rules/communications.md#social-wall): attendees post text with an optional image and like posts; the
 * event's moderation decides whether a post waits for approval or shows at once; moderators
 * (organisers in the console, moderator accounts in the venue) approve, reject and hide, and
 * organisers pin. Every change is saved with a number of the wall's topic, then pushed: as everyone
 * sees it on `wall:{eventId}`, as moderators see it on `wallQueue:{eventId}`, and to the author
 * when a moderator decided about their post.
 */
export function createWallService(db: Database, { engagement, files, events, topicPush, now, log, analytics }: Deps) {
  const repository = createWallRepository(db);

  async function authorsOf(rows: readonly WallPostRow[]): Promise<Map<number, WallAuthor>> {
    const ids = [...new Set(rows.flatMap((row) => (row.authorAccountId === null ? [] : [row.authorAccountId])))];
    const named = await engagement.authors(ids);
    return new Map([...named].map(([id, author]) => [id, { displayName: author.displayName, photoUrl: author.photo ? fileUrl(author.photo) : null }]));
  }

  async function present(rows: readonly WallPostRow[], viewer: WallViewer): Promise<WallPost[]> {
    const authors = await authorsOf(rows);
    return rows.map((row) => presentWallPost(row, authors, viewer));
  }

  async function presentOne(row: WallPostRow, viewer: WallViewer): Promise<WallPost> {
    return (await present([row], viewer))[0]!;
  }

  /** The post as its author sees it, with their own like. */
  async function asAuthorSees(row: WallPostRow, accountId: number): Promise<WallPost> {
    return presentOne(row, { kind: 'attendee', accountId, liked: await repository.likedBy(accountId, [row.id]) });
  }

  /**
   * Pushes a saved change to both topics. After the commit; a push that fails is only logged: the
   * change stands, and clients catch up from their last number when their socket comes back.
   */
  async function publish(row: WallPostRow): Promise<void> {
    const authors = await authorsOf([row]);
    const pushes = [
      topicPush.publish(topicOf('wall', row.eventId), WALL_POST_EVENT, presentWallPost(row, authors, EVERYONE)),
      topicPush.publish(topicOf('wallQueue', row.eventId), WALL_POST_EVENT, presentWallPost(row, authors, MODERATOR)),
    ];
    const failed = (await Promise.allSettled(pushes)).filter((result) => result.status === 'rejected').length;
    if (failed > 0) log.warn({ postId: row.id, failed }, 'wall change could not be pushed');
  }

  /** Posts for a list: the changes after a number, a page of older posts before a post, or the first load. */
  async function rowsFor(eventId: number, { after, before }: WallListQuery, viewer: WallViewer): Promise<WallRows> {
    if (after > 0) return { rows: await repository.changedAfter(eventId, after, WALL_CATCH_UP_LIMIT), olderBefore: null };
    const page: WallPage =
      viewer.kind === 'moderator'
        ? { statuses: ['pending', 'approved', 'rejected', 'hidden'], authorAccountId: null, limit: WALL_FIRST_LOAD }
        : { statuses: ['approved'], authorAccountId: viewer.accountId, limit: WALL_FIRST_LOAD };
    return before === undefined ? repository.firstLoad(eventId, page) : repository.olderPage(eventId, before, page);
  }

  async function moderatorList(eventId: number, query: WallListQuery): Promise<WallPosts> {
    const { rows, olderBefore } = await rowsFor(eventId, query, MODERATOR);
    return { posts: await present(rows, MODERATOR), olderBefore };
  }

  /** Applies a moderator's decision, pushes it, and tells the author what became of their post. */
  async function decide(eventId: number, postId: number, decision: WallDecision): Promise<WallPost> {
    const outcome = await repository.setStatus(eventId, postId, statusAfter(decision), now());
    if (!outcome) throw notFound();
    const { before, row } = outcome;
    if (before !== row.status) {
      await publish(row);
      if (row.authorAccountId !== null) {
        const authorId = row.authorAccountId;
        await topicPush.noticeToAttendee(authorId, WALL_MODERATED_NOTICE, await asAuthorSees(row, authorId)).catch((error: unknown) => log.warn({ error, postId }, 'wall notice could not be pushed'));
      }
    }
    return presentOne(row, MODERATOR);
  }

  async function moderatorIn(attendee: AuthenticatedAttendee): Promise<EngagementViewer> {
    const viewer = await engagement.viewer(attendee);
    engagement.requireMayRead(viewer);
    await engagement.requireModerator(viewer);
    return viewer;
  }

  return {
    /** GET /api/venue/wall: approved posts and the attendee's own, with their likes. */
    async venueList(attendee: AuthenticatedAttendee, query: WallListQuery): Promise<VenueWall> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayRead(viewer);
      const settings = await engagement.settings(viewer.eventId);
      const asViewer: WallViewer = { kind: 'attendee', accountId: viewer.accountId, liked: new Set() };
      const { rows, olderBefore } = await rowsFor(viewer.eventId, query, asViewer);
      const liked = await repository.likedBy(
        viewer.accountId,
        rows.map((row) => row.id),
      );
      return { eventId: viewer.eventId, posts: await present(rows, { ...asViewer, liked }), olderBefore, moderation: settings.wallModeration, moderator: viewer.moderator };
    },

    /**
     * POST /api/venue/wall: a new post, approved at once or waiting for a moderator as the event
     * chose. The image is checked and stored by the files service before the post is saved, and
     * deleted again should the post not be saved.
     */
    async venuePost(attendee: AuthenticatedAttendee, body: string, upload: UploadedImage | null): Promise<WallPost> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayWrite(viewer);
      await engagement.consume(viewer, 'post');
      const settings = await engagement.settings(viewer.eventId);
      const image = upload ? await files.storeWallImage({ companyId: viewer.companyId }, viewer.eventId, upload) : null;
      let row: WallPostRow;
      try {
        row = await repository.insert({ eventId: viewer.eventId, authorAccountId: viewer.accountId, body, image, status: initialStatus(settings.wallModeration) });
      } catch (error) {
        if (image) await files.discardWallImages([image]);
        throw error;
      }
      await publish(row);
      await analytics.recordAction(viewer, 'wallPost', null);
      return asAuthorSees(row, viewer.accountId);
    },

    /** POST /api/venue/wall/{postId}/like: likes an approved post of the attendee's event, or takes the like back. */
    async venueLike(attendee: AuthenticatedAttendee, postId: number, liked: boolean): Promise<WallPost> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayWrite(viewer);
      await engagement.consume(viewer, 'vote');
      const outcome = await repository.setLike(viewer.eventId, postId, viewer.accountId, liked);
      if (!outcome) throw notFound();
      if (outcome.changed) await publish(outcome.row);
      if (outcome.changed && liked) await analytics.recordAction(viewer, 'like', null);
      return asAuthorSees(outcome.row, viewer.accountId);
    },

    /**
     * POST /api/venue/wall/{postId}/delete: the author deletes their post, whatever its status; it
     * leaves every list at once (moderators' too) and its image is deleted after the commit.
     */
    async venueDelete(attendee: AuthenticatedAttendee, postId: number): Promise<WallPost> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayRead(viewer);
      const row = await repository.deleteOwn(viewer.eventId, postId, viewer.accountId, now());
      if (!row) throw notFound();
      await publish(row);
      if (row.image) await files.discardWallImages([row.image]).catch((error: unknown) => log.warn({ error, postId }, 'deleted post image could not be removed'));
      return asAuthorSees(row, viewer.accountId);
    },

    /** GET /api/venue/wall/queue: the moderators' view, for a moderator account. */
    async venueQueue(attendee: AuthenticatedAttendee, query: WallListQuery): Promise<WallPosts> {
      const viewer = await moderatorIn(attendee);
      return moderatorList(viewer.eventId, query);
    },

    /** POST /api/venue/wall/{postId}/moderate, by a moderator account. */
    async venueModerate(attendee: AuthenticatedAttendee, postId: number, decision: WallDecision): Promise<WallPost> {
      const viewer = await moderatorIn(attendee);
      return decide(viewer.eventId, postId, decision);
    },

    /** GET /api/wall/{eventId}/posts: the console's view of an event's wall. */
    async list(user: AuthenticatedUser, eventId: number, query: WallListQuery): Promise<WallPosts> {
      await engagement.requireOrganiser(user, eventId);
      return moderatorList(eventId, query);
    },

    /** POST /api/wall/{eventId}/posts/{postId}/moderate. */
    async moderate(user: AuthenticatedUser, eventId: number, postId: number, decision: WallDecision): Promise<WallPost> {
      await engagement.requireOrganiser(user, eventId);
      return decide(eventId, postId, decision);
    },

    /** POST /api/wall/{eventId}/posts/{postId}/pin: pinned posts lead the wall. */
    async pin(user: AuthenticatedUser, eventId: number, postId: number, pinned: boolean): Promise<WallPost> {
      await engagement.requireOrganiser(user, eventId);
      const row = await repository.setPinned(eventId, postId, pinned);
      if (!row) throw notFound();
      await publish(row);
      return presentOne(row, MODERATOR);
    },

    /** Who may follow `wall:{eventId}`: the event's attendees (unless banned) and its company's organisers. */
    async mayFollowWall(subscriber: TopicSubscriber, eventId: number): Promise<boolean> {
      if (subscriber.kind === 'attendee') return subscriber.eventId === eventId && engagement.mayRead(eventId, subscriber.accountId);
      return events.organiserReaches(subscriber, eventId);
    },

    /** Who may follow `wallQueue:{eventId}`: the company's organisers and the event's moderator accounts. */
    async mayFollowQueue(subscriber: TopicSubscriber, eventId: number): Promise<boolean> {
      if (subscriber.kind === 'attendee') return subscriber.eventId === eventId && engagement.isModerator(eventId, subscriber.accountId);
      return events.organiserReaches(subscriber, eventId);
    },
  };
}

export type WallService = ReturnType<typeof createWallService>;
