import { MY_AGENDA_REMINDER_MINUTES, type MyAgenda, type MyAgendaFeed, type MyAgendaReminders } from '@aula/shared';
import type { Database } from '../../db/client';
import { notFound, unauthorized } from '../../http/domain-error';
import type { AuthenticatedAttendee } from '../../plugins/attendee-auth';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { EngagementService } from '../engagement/service';
import { tooManyRequests } from '../rate-limit/guard';
import type { RateLimitService } from '../rate-limit/service';
import type { VenueService } from '../venue/service';
import { myAgendaCalendar } from './calendar';
import { createMyAgendaRemindersRepository } from './reminders-repository';
import { createMyAgendaRepository } from './repository';

/** How many changes (adds, removes, new links) an attendee may make in a minute: far more than a person clicks, few enough to stop a script. */
export const MY_AGENDA_CHANGES_PER_MINUTE = 60;

/** How often one address may fetch calendar feeds in a minute: calendar apps ask every few minutes to hours. */
export const MY_AGENDA_FEED_FETCHES_PER_MINUTE = 30;

type MyAgendaDeps = {
  now: () => Date;
  publicUrl: string;
  engagement: Pick<EngagementService, 'viewer'>;
  venue: Pick<VenueService, 'publishedContent'>;
  rateLimits: Pick<RateLimitService, 'consume'>;
};

/** A feed's path ends in `{token}.ics`; anything else opens nothing. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * The attendee's own agenda (docs/rules/venue.md#my-agenda): sessions of their own event they add
 * and remove, and a private calendar link to them. A session counts only as the venue shows it
 * (published event, visible agenda), so another event's session, a deleted one and an unknown id
 * are alike: 404.
 */
export function createMyAgendaService(db: Database, { now, publicUrl, engagement, venue, rateLimits }: MyAgendaDeps) {
  const repository = createMyAgendaRepository(db);
  const reminders = createMyAgendaRemindersRepository(db);

  async function limit(key: string, perMinute: number): Promise<void> {
    const verdict = await rateLimits.consume([{ key, limit: perMinute, windowSeconds: 60 }]);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  }

  async function changer(attendee: AuthenticatedAttendee) {
    const viewer = await engagement.viewer(attendee);
    await limit(`my-agenda:${viewer.accountId}`, MY_AGENDA_CHANGES_PER_MINUTE);
    return viewer;
  }

  async function requireVenueSession(attendee: AuthenticatedAttendee, sessionId: number): Promise<void> {
    const content = await venue.publishedContent(attendee.eventCode, attendee.eventId);
    if (!content) throw unauthorized();
    if (!content.sessions.some((session) => session.id === sessionId)) throw notFound();
  }

  async function list(eventId: number, accountId: number): Promise<MyAgenda> {
    const [sessionIds, settings, feed] = await Promise.all([repository.sessionIds(eventId, accountId), reminders.settings(eventId, accountId), repository.hasFeed(eventId, accountId)]);
    const minutesBefore = MY_AGENDA_REMINDER_MINUTES.find((choice) => choice === settings.minutesBefore) ?? null;
    return { sessionIds, reminders: { minutesBefore, byMail: settings.byMail }, feed };
  }

  return {
    /** GET /api/venue/my-agenda. */
    async list(attendee: AuthenticatedAttendee): Promise<MyAgenda> {
      const viewer = await engagement.viewer(attendee);
      return list(viewer.eventId, viewer.accountId);
    },

    /** POST /api/venue/my-agenda/{sessionId}: idempotent; 404 for a session the attendee's venue does not show. */
    async add(attendee: AuthenticatedAttendee, sessionId: number): Promise<MyAgenda> {
      const viewer = await changer(attendee);
      await requireVenueSession(attendee, sessionId);
      await repository.add(viewer.eventId, viewer.accountId, sessionId, now());
      return list(viewer.eventId, viewer.accountId);
    },

    /** DELETE /api/venue/my-agenda/{sessionId}: idempotent; only ever touches the attendee's own rows. */
    async remove(attendee: AuthenticatedAttendee, sessionId: number): Promise<MyAgenda> {
      const viewer = await changer(attendee);
      await repository.remove(viewer.eventId, viewer.accountId, sessionId);
      return list(viewer.eventId, viewer.accountId);
    },

    /**
     * POST /api/venue/my-agenda/reminders: minutes before each session, or none, and by e-mail too
     * (the attendee's consent). Due reminders follow at the next check (docs/decisions/0156-my-agenda-reminders.md).
     */
    async saveReminders(attendee: AuthenticatedAttendee, body: MyAgendaReminders): Promise<MyAgenda> {
      const viewer = await changer(attendee);
      await reminders.saveSettings(viewer.eventId, viewer.accountId, body, now());
      return list(viewer.eventId, viewer.accountId);
    },

    /** The account's own agenda for its personal data (docs/rules/attendees.md#personal-data): never the calendar link itself. */
    async personalData(eventId: number, accountId: number): Promise<{ sessionIds: number[]; reminders: MyAgendaReminders; calendarLink: boolean }> {
      const { sessionIds, reminders: chosen, feed } = await list(eventId, accountId);
      return { sessionIds: [...sessionIds].sort((a, b) => a - b), reminders: chosen, calendarLink: feed };
    },

    /** An erased account's own agenda goes with its personal data, the calendar link first among it. */
    accountErased: (eventId: number, accountId: number) => repository.forget(eventId, accountId),

    /** POST /api/venue/my-agenda/feed: a new link, shown this once (only its hash is kept); the old link answers 404 from now on. */
    async newFeed(attendee: AuthenticatedAttendee): Promise<MyAgendaFeed> {
      const viewer = await changer(attendee);
      const token = newOpaqueToken();
      await repository.replaceFeed(viewer.eventId, viewer.accountId, hashToken(token), now());
      return { url: `${publicUrl}/e/${attendee.eventCode}/my-agenda/${token}.ics` };
    },

    /**
     * GET /e/{code}/my-agenda/{token}.ics: the calendar of the link's attendee, limited per address;
     * null (404) for an unknown or replaced link, another event's code, or a deactivated or erased account.
     */
    async calendar(eventCode: string, file: string, ip: string): Promise<string | null> {
      await limit(`my-agenda-feed:ip:${ip}`, MY_AGENDA_FEED_FETCHES_PER_MINUTE);
      const token = FEED_FILE.exec(file)?.[1];
      const owner = token ? await repository.feedOwner(hashToken(token)) : null;
      if (!owner) return null;
      const content = await venue.publishedContent(eventCode, owner.eventId);
      if (!content) return null;
      const sessionIds = new Set(await repository.sessionIds(owner.eventId, owner.accountId));
      return myAgendaCalendar(content, sessionIds, publicUrl, now());
    },
  };
}

export type MyAgendaService = ReturnType<typeof createMyAgendaService>;
