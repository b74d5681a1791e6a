import { z } from 'zod';
import { NOTIFICATION_NOTICE, zonedInstant, type NotificationAudience, type NotificationDetail, type NotificationListItem, type NotificationOptions, type SaveNotificationBody, type VenueNotification } from '@aula/shared';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../http/domain-error';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import type { AuthenticatedAttendee } from '../../plugins/attendee-auth';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import type { Presence } from '../presence/service';
import type { TopicPush } from '../realtime/topics';
import { presentDetail, presentListItem, presentReceived } from './presenter';
import { createNotificationsRepository, type PersonalNotificationFields, type StoredNotificationFields } from './repository';

/** Sends one scheduled notification when its time has come; runs again harmlessly. */
export const sendNotificationJob = defineJob('notifications.send', z.object({ notificationId: z.number().int() }));

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

export type NotificationsDeps = {
  jobs: Pick<JobQueue, 'enqueue' | 'handle' | 'nudge'>;
  topicPush: Pick<TopicPush, 'noticeToAttendee'>;
  presence: Pick<Presence, 'onlineAccountIds' | 'accountsInRoom'>;
  now: () => Date;
  onPushError: (error: unknown) => void;
  /** The one event policy (company and role, see docs/decisions/0053-company-users-and-roles.md). */
  events: Pick<EventsService, 'requireOwned'>;
};

/**
 * In-app notifications (docs/rules/communications.md#in-app-notifications). Organisers write them in English and German, link a room or
 * session of the event, pick an audience and send now or at a time; a job writes the receipts
 * once and pushes the notification to the recipients who are online. The others find it in the
 * venue's list when they next come in. Delivered and read are each receipt's first time.
 */
export function createNotificationsService(db: Database, { jobs, topicPush, presence, now, onPushError, events }: NotificationsDeps) {
  const repository = createNotificationsRepository(db);

  async function ownedEvent(user: Caller, eventId: number) {
    await events.requireOwned(user, eventId);
    const event = await repository.ownedEvent(user.companyId, eventId);
    if (!event) throw notFound();
    return event;
  }

  async function detail(eventId: number, id: number, timezoneOffset: number): Promise<NotificationDetail> {
    const row = await repository.find(eventId, id);
    if (!row) throw notFound();
    return presentDetail(row, timezoneOffset);
  }

  /** The links and the audience must name the event's own rooms, sessions and accounts. */
  async function checkReferences(eventId: number, body: SaveNotificationBody): Promise<void> {
    if (body.roomId !== null && (await repository.roomEvent(body.roomId)) !== eventId) throw validationFailed({ roomId: 'validation.invalid' });
    if (body.sessionId !== null && (await repository.sessionEvent(body.sessionId)) !== eventId) throw validationFailed({ sessionId: 'validation.invalid' });
    const { audience } = body;
    if (audience.kind === 'room' && (await repository.roomEvent(audience.roomId)) !== eventId) throw validationFailed({ 'audience.roomId': 'validation.invalid' });
    if (audience.kind === 'accounts') {
      const ids = [...new Set(audience.ids)];
      if ((await repository.countAudience(eventId, { kind: 'accounts', ids }, [])) !== ids.length) throw validationFailed({ 'audience.ids': 'validation.invalid' });
    }
  }

  /** Sends a due notification and pushes it to its recipients who are online now. */
  async function send(notificationId: number): Promise<void> {
    const outcome = await repository.send(notificationId, now(), presence.accountsInRoom);
    if (!outcome) return;
    const online = new Set(presence.onlineAccountIds(outcome.row.eventId));
    const reached = outcome.accountIds.filter((accountId) => online.has(accountId));
    const languages = await repository.languages(reached);
    const row = { ...outcome.row, readAt: null };
    for (const accountId of reached) {
      const notification = presentReceived(row, languages.get(accountId) ?? 'en');
      // A lost push is no loss: the venue lists the attendee's notifications whenever it loads.
      await topicPush.noticeToAttendee(accountId, NOTIFICATION_NOTICE, { notification }).catch(onPushError);
    }
  }

  jobs.handle(sendNotificationJob, ({ notificationId }) => send(notificationId));

  return {
    async list(user: Caller, eventId: number): Promise<NotificationListItem[]> {
      await ownedEvent(user, eventId);
      return (await repository.list(eventId)).map(presentListItem);
    },

    async get(user: Caller, eventId: number, id: number): Promise<NotificationDetail> {
      const event = await ownedEvent(user, eventId);
      return detail(eventId, id, event.timezoneOffset);
    },

    async options(user: Caller, eventId: number): Promise<NotificationOptions> {
      const event = await ownedEvent(user, eventId);
      return { ...(await repository.options(eventId)), timezoneOffset: event.timezoneOffset };
    },

    async audienceCount(user: Caller, eventId: number, audience: NotificationAudience): Promise<{ count: number }> {
      await ownedEvent(user, eventId);
      if (audience.kind === 'room' && (await repository.roomEvent(audience.roomId)) !== eventId) throw validationFailed({ 'audience.roomId': 'validation.invalid' });
      const present = audience.kind === 'room' ? presence.accountsInRoom(eventId, audience.roomId) : [];
      return { count: await repository.countAudience(eventId, audience, present) };
    },

    /**
     * Saves a draft, or schedules it: now (due at once) or at a wall-clock time in the event's
     * zone, which must not have passed. The job is committed with the notification.
     */
    async save(user: Caller, eventId: number, body: SaveNotificationBody): Promise<NotificationDetail> {
      const event = await ownedEvent(user, eventId);
      await checkReferences(eventId, body);
      const at = now();
      let scheduledAt: Date | null = null;
      if (body.delivery === 'now') scheduledAt = at;
      if (body.delivery === 'scheduled') {
        scheduledAt = new Date(zonedInstant(body.date, body.time, event.timezoneOffset));
        if (Number.isNaN(scheduledAt.getTime())) throw validationFailed({ date: 'validation.invalid' });
        if (scheduledAt < at) throw validationFailed({ time: 'validation.invalid' });
      }
      const audience = body.audience.kind === 'accounts' ? { kind: 'accounts' as const, ids: [...new Set(body.audience.ids)] } : body.audience;
      const fields: StoredNotificationFields = {
        titleEn: body.titleEn,
        titleDe: body.titleDe,
        textEn: body.textEn,
        textDe: body.textDe,
        roomId: body.roomId,
        sessionId: body.sessionId,
        audience,
        status: scheduledAt ? 'scheduled' : 'draft',
        scheduledAt,
      };
      const id = await repository.save(eventId, body.id, fields, user.id, at, async (tx, savedId) => {
        if (scheduledAt) await jobs.enqueue(sendNotificationJob, { notificationId: savedId }, tx, scheduledAt);
      });
      if (id === null) throw body.id === 0 ? notFound() : await stateOrMissing(eventId, body.id);
      if (scheduledAt) jobs.nudge();
      return detail(eventId, id, event.timezoneOffset);
    },

    async cancel(user: Caller, eventId: number, id: number): Promise<NotificationDetail> {
      const event = await ownedEvent(user, eventId);
      if (!(await repository.cancel(eventId, id, now()))) throw await stateOrMissing(eventId, id);
      return detail(eventId, id, event.timezoneOffset);
    },

    async delete(user: Caller, eventId: number, id: number): Promise<{ ok: true }> {
      await ownedEvent(user, eventId);
      if (!(await repository.delete(eventId, id))) throw await stateOrMissing(eventId, id);
      return { ok: true };
    },

    /**
     * Sends one attendee a notification the product writes of its own accord (a reminder of their
     * own agenda), once per `key`, and pushes it to them; a deactivated or erased account gets none.
     */
    async sendPersonal(eventId: number, accountId: number, key: string, fields: PersonalNotificationFields): Promise<void> {
      const row = await repository.sendPersonal(eventId, accountId, key, fields, now());
      if (!row) return;
      const lang = (await repository.languages([accountId])).get(accountId) ?? 'en';
      const notification = presentReceived({ ...row, readAt: null }, lang);
      // A lost push is no loss: the venue lists the attendee's notifications whenever it loads.
      await topicPush.noticeToAttendee(accountId, NOTIFICATION_NOTICE, { notification }).catch(onPushError);
    },

    /** The attendee's notifications in their language, newest first. */
    async venueList(attendee: AuthenticatedAttendee): Promise<VenueNotification[]> {
      const lang = (await repository.languages([attendee.accountId])).get(attendee.accountId) ?? 'en';
      return (await repository.received(attendee.accountId, attendee.eventId)).map((row) => presentReceived(row, lang));
    },

    async delivered(attendee: AuthenticatedAttendee, ids: number[]): Promise<{ ok: true }> {
      await repository.markDelivered(attendee.accountId, attendee.eventId, [...new Set(ids)], now());
      return { ok: true };
    },

    async read(attendee: AuthenticatedAttendee, id: number): Promise<{ ok: true }> {
      if (!(await repository.markRead(attendee.accountId, attendee.eventId, id, now()))) throw notFound();
      return { ok: true };
    },

    /** Sends a due notification now; what the job runs. */
    send,
  };

  /** A known notification in the wrong state answers 400 on its status; an unknown one 404. */
  async function stateOrMissing(eventId: number, id: number) {
    return (await repository.find(eventId, id)) ? validationFailed({ status: 'validation.invalid' }) : notFound();
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
