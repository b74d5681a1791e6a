import {
  ENGAGEMENT_DEFAULTS,
  ERROR_CODES,
  REACTION_LIMIT,
  REACTION_LIMIT_WINDOW_SECONDS,
  RESTRICTION_CHANGES,
  topicOf,
  type EngagementSettings,
  type LiftRestrictionBody,
  type RestrictAccountBody,
  type Restriction,
  type VenueEngagement,
  type VenueRestrictions,
} from '@aula/shared';
import type { Database } from '../../db/client';
import { DomainError, forbidden, notFound, unauthorized } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { AuthenticatedAttendee } from '../attendee-auth/sessions';
import type { EventsService } from '../events/service';
import type { RateLimitService } from '../rate-limit/service';
import type { TopicAccess, TopicPush } from '../realtime/topics';
import { mayLift, mayModerate, mayRestrict } from './policy';
import { displayNameOf, presentRestriction } from './presenter';
import { createEngagementRepository } from './repository';

/** An attendee taking part in live engagement, as the engagement parts see them. */
export type EngagementViewer = {
  accountId: number;
  eventId: number;
  companyId: number;
  /** The account's role is `moderator`: the moderation tools in the venue are theirs. */
  moderator: boolean;
  /** First and last name; empty for an erased account. */
  displayName: string;
  /** The stored photo's file reference, or null. */
  photo: string | null;
  /** A ban or a mute in force when the viewer was read (one request's view; topics ask `mayRead` again). */
  banned: boolean;
  muted: boolean;
};

/** What an attendee does, each with its own per-account limit (docs/rules/communications.md#live-engagement). */
export type EngagementAction = 'chat' | 'post' | 'question' | 'vote' | 'reaction';

/** Per account: at most `limit` of an action per `windowSeconds`, on all instances together. */
export const ENGAGEMENT_RATE_LIMITS: Record<EngagementAction, { limit: number; windowSeconds: number }> = {
  chat: { limit: 10, windowSeconds: 10 },
  post: { limit: 5, windowSeconds: 60 },
  question: { limit: 5, windowSeconds: 60 },
  vote: { limit: 60, windowSeconds: 60 },
  reaction: { limit: REACTION_LIMIT, windowSeconds: REACTION_LIMIT_WINDOW_SECONDS },
};

type Caller = Pick<AuthenticatedUser, 'companyId' | 'id' | 'role'>;

type EngagementDeps = {
  now: () => Date;
  events: Pick<EventsService, 'requireOwned' | 'organiserReaches'>;
  rateLimits: Pick<RateLimitService, 'consume'>;
  topicAccess: TopicAccess;
  topicPush: TopicPush;
};

/**
 * What the live engagement parts (chat, wall, polls, Q&A) share: who the attendee is to them, the
 * event's settings, per-account rate limits, and mutes and bans. A restriction takes effect at once
 * on every instance: writes check the database, and the attendee's sockets hear of it.
 */
export function createEngagementService(db: Database, { now, events, rateLimits, topicAccess, topicPush }: EngagementDeps) {
  const repository = createEngagementRepository(db);

  async function settings(eventId: number): Promise<EngagementSettings> {
    const row = await repository.settings(eventId);
    return row ? { directMessages: row.directMessages, wallModeration: row.wallModeration, qnaModeration: row.qnaModeration } : { ...ENGAGEMENT_DEFAULTS };
  }

  const restrictionsOf = (eventId: number, accountId: number) => repository.restrictionsOf(eventId, accountId, now());

  async function restrict(eventId: number, body: RestrictAccountBody, by: { userId: number | null; accountId: number | null }): Promise<Restriction> {
    const target = await repository.account(eventId, body.accountId, now());
    if (!target) throw notFound();
    const createdAt = now();
    const until = body.minutes ? new Date(createdAt.getTime() + body.minutes * 60_000) : null;
    await repository.restrict({
      eventId,
      accountId: body.accountId,
      kind: body.kind,
      until,
      createdByUserId: by.userId,
      createdByAccountId: by.accountId,
      createdAt,
    });
    const row = await repository.restriction(eventId, body.accountId, body.kind, createdAt);
    if (!row) throw notFound();
    const restriction = presentRestriction(row);
    await topicPush.publish(topicOf('moderation', eventId), RESTRICTION_CHANGES.restricted, restriction);
    await topicPush.noticeToAttendee(body.accountId, 'restricted', { kind: body.kind, until: restriction.until });
    return restriction;
  }

  /**
   * Ends a restriction at once: the attendee's next write passes, their sockets hear `unrestricted`
   * and the moderators' lists `lifted`. 404 when none is in force, so that a second moderator
   * lifting the same one learns that it is gone rather than that they did it.
   */
  async function lift(eventId: number, body: LiftRestrictionBody): Promise<void> {
    if (!(await repository.lift(eventId, body.accountId, body.kind, now()))) throw notFound();
    await topicPush.publish(topicOf('moderation', eventId), RESTRICTION_CHANGES.lifted, { accountId: body.accountId, kind: body.kind });
    await topicPush.noticeToAttendee(body.accountId, 'unrestricted', { kind: body.kind });
  }

  /** The moderator behind a venue call; 403 for any other attendee. */
  async function moderatorOf(attendee: AuthenticatedAttendee): Promise<EngagementViewer> {
    const viewer = await service.viewer(attendee);
    if (!mayModerate(viewer)) throw forbidden();
    return viewer;
  }

  const listRestrictions = async (eventId: number) => (await repository.restrictions(eventId, now())).map(presentRestriction);

  const service = {
    /** The attendee as the engagement parts see them; 401 when the account is gone or inactive. */
    async viewer(attendee: Pick<AuthenticatedAttendee, 'accountId' | 'eventId' | 'companyId'>): Promise<EngagementViewer> {
      const account = await repository.account(attendee.eventId, attendee.accountId, now());
      if (!account || !account.active || account.erasedAt) throw unauthorized();
      return {
        accountId: account.id,
        eventId: attendee.eventId,
        companyId: attendee.companyId,
        moderator: account.role === 'moderator',
        displayName: displayNameOf(account),
        photo: account.photo,
        banned: account.banned,
        muted: account.muted,
      };
    },

    /** The event's settings, the defaults until the organiser changes one. */
    settings,

    /** 403 `engagement_banned` or `engagement_muted` while a ban or mute is in force on the attendee. */
    requireMayWrite(viewer: Pick<EngagementViewer, 'banned' | 'muted'>): void {
      if (viewer.banned) throw new DomainError(403, ERROR_CODES.engagementBanned, 'engagement_banned');
      if (viewer.muted) throw new DomainError(403, ERROR_CODES.engagementMuted, 'engagement_muted');
    },

    /** 403 `engagement_banned` while a ban is in force on the attendee. */
    requireMayRead(viewer: Pick<EngagementViewer, 'banned'>): void {
      if (viewer.banned) throw new DomainError(403, ERROR_CODES.engagementBanned, 'engagement_banned');
    },

    /** Whether the attendee may follow the chat, the wall and the Q&A (no ban in force); for topic rules. */
    async mayRead(eventId: number, accountId: number): Promise<boolean> {
      return !(await restrictionsOf(eventId, accountId)).some((r) => r.kind === 'ban');
    },

    /** 403 unless the attendee moderates (role `moderator`). */
    requireModerator(viewer: Pick<EngagementViewer, 'moderator'>): void {
      if (!mayModerate(viewer)) throw forbidden();
    },

    /** Whether the attendee moderates their event; for topic rules of moderators' topics. */
    async isModerator(eventId: number, accountId: number): Promise<boolean> {
      const account = await repository.account(eventId, accountId, now());
      return account?.role === 'moderator' && account.active && !account.erasedAt;
    },

    /** 404 unless the event is the organiser's company's. */
    requireOrganiser: (user: Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>, eventId: number) => events.requireOwned(user, eventId),

    /** Names and photos of attendees, for presenters; an erased account has an empty name. */
    async authors(accountIds: number[]): Promise<Map<number, { displayName: string; photo: string | null }>> {
      const rows = await repository.names([...new Set(accountIds)]);
      return new Map(rows.map((row) => [row.id, { displayName: displayNameOf(row), photo: row.photo }]));
    },

    /** Counts one action against the attendee's limit; 429 `engagement_too_fast` beyond it. */
    async consume(viewer: Pick<EngagementViewer, 'accountId'>, action: EngagementAction): Promise<void> {
      const { limit, windowSeconds } = ENGAGEMENT_RATE_LIMITS[action];
      const verdict = await rateLimits.consume([{ key: `engagement:${action}:${viewer.accountId}`, limit, windowSeconds }]);
      if (!verdict.allowed) {
        throw new DomainError(429, ERROR_CODES.rateLimited, 'engagement_too_fast', undefined, { seconds: verdict.retryAfterSeconds });
      }
    },

    async consoleSettings(user: Caller, eventId: number): Promise<EngagementSettings> {
      await events.requireOwned(user, eventId);
      return settings(eventId);
    },

    async saveSettings(user: Caller, eventId: number, values: Partial<EngagementSettings>): Promise<EngagementSettings> {
      await events.requireOwned(user, eventId);
      const row = await repository.saveSettings(eventId, values, now());
      return { directMessages: row.directMessages, wallModeration: row.wallModeration, qnaModeration: row.qnaModeration };
    },

    /** GET /api/restrictions/{eventId}: the mutes and bans in force, for the company's organisers; 404 for any other event. */
    async restrictions(user: Caller, eventId: number): Promise<Restriction[]> {
      await events.requireOwned(user, eventId);
      return listRestrictions(eventId);
    },

    /** An organiser mutes or bans an attendee of their company's event. */
    async restrictByOrganiser(user: Caller, eventId: number, body: RestrictAccountBody): Promise<Restriction> {
      await events.requireOwned(user, eventId);
      return restrict(eventId, body, { userId: user.id, accountId: null });
    },

    /** An organiser lifts a mute or ban in their company's event; 404 for another event or one not in force. */
    async liftByOrganiser(user: Caller, eventId: number, body: LiftRestrictionBody): Promise<void> {
      await events.requireOwned(user, eventId);
      await lift(eventId, body);
    },

    /** GET /api/venue/restrictions: the mutes and bans in force in the moderator's own event; 403 for other attendees. */
    async venueRestrictions(attendee: AuthenticatedAttendee): Promise<VenueRestrictions> {
      const viewer = await moderatorOf(attendee);
      return { eventId: viewer.eventId, restrictions: await listRestrictions(viewer.eventId) };
    },

    /** A moderator mutes or bans another attendee of their event; moderators cannot restrict each other or themselves. */
    async restrictByModerator(attendee: AuthenticatedAttendee, body: RestrictAccountBody): Promise<Restriction> {
      const viewer = await moderatorOf(attendee);
      const target = { accountId: body.accountId, moderator: await service.isModerator(viewer.eventId, body.accountId) };
      if (!mayRestrict(viewer, target)) throw forbidden();
      return restrict(viewer.eventId, body, { userId: null, accountId: viewer.accountId });
    },

    /** A moderator lifts a mute or ban in their own event (an organiser's too); 404 when none is in force there. */
    async liftByModerator(attendee: AuthenticatedAttendee, body: LiftRestrictionBody): Promise<void> {
      const viewer = await service.viewer(attendee);
      if (!mayLift(viewer)) throw forbidden();
      await lift(viewer.eventId, body);
    },

    /** GET /api/venue/engagement: the settings and the attendee's standing in them. */
    async venueEngagement(attendee: AuthenticatedAttendee): Promise<VenueEngagement> {
      const viewer = await service.viewer(attendee);
      const restrictions = await restrictionsOf(viewer.eventId, viewer.accountId);
      const strongest = restrictions.find((r) => r.kind === 'ban') ?? restrictions[0];
      return {
        settings: await settings(viewer.eventId),
        accountId: viewer.accountId,
        moderator: viewer.moderator,
        restriction: strongest ? { kind: strongest.kind, until: strongest.until?.toISOString() ?? null } : null,
      };
    },
  };

  // The moderators' view of mutes and bans: the company's organisers and the event's moderators.
  topicAccess.define('moderation', async (subscriber, eventId) => {
    if (subscriber.kind === 'attendee') return subscriber.eventId === eventId && service.isModerator(eventId, subscriber.accountId);
    return events.organiserReaches(subscriber, eventId);
  });

  return service;
}

export type EngagementService = ReturnType<typeof createEngagementService>;
