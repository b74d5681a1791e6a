import {
  MAIL_OUTBOX_PAGE_SIZE,
  attendeeSelectionSchema,
  type AttendeeSelection,
  sessionOfReminderKey,
  type CreateMailSendBody,
  type Language,
  type MailOutboxPage,
  type MailRecipientCount,
  type MailRecipientStatus,
  type MailSend,
  type MailSendTemplate,
  type TestMailSendBody,
} from '@aula/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../http/domain-error';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { AttendeeLinkMails } from '../attendee-auth/link-mails';
import { targetOf } from '../attendees/service';
import type { EventsService } from '../events/service';
import type { EventMailers } from '../mail-settings/event-mailers';
import { placeholderValues, prepareTemplateMail, wordsFor } from '../mail-templates/render';
import { isCancellable } from './policy';
import { createMailSendsRepository, type MailSendRow } from './repository';
import { createMailSendWorker, venueUrl } from './worker';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role' | 'lang'>;

export type MailSendsDeps = {
  now: () => Date;
  events: Pick<EventsService, 'requireOwned'>;
  jobs: JobQueue;
  eventMailers: EventMailers;
  linkMails: Pick<AttendeeLinkMails, 'invitationUrl'>;
  config: Pick<Config, 'publicUrl' | 'mailSends' | 'jobs'>;
  log: FastifyBaseLogger;
  /** No other process shares the database (see the worker). */
  soleInstance: boolean;
};

/** Lists a send's recipients when it starts (now, or at its time); retried after a crash, it adds no one twice. */
export const mailSendStartJob = defineJob('mail-send.start', z.object({ sendId: z.number().int() }));

/** Every account of the event: the audience of a reminder. */
const EVERYONE: AttendeeSelection = { filter: { q: '' } };

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/**
 * Sending an event's templates to its attendees, and the outbox (docs/rules/communications.md#sending-templates). Every call checks
 * the event against the caller's company, and the template and the send against the event.
 */
export function createMailSendsService(db: Database, { now, events, jobs, eventMailers, linkMails, config, log, soleInstance }: MailSendsDeps) {
  const repository = createMailSendsRepository(db);
  const worker = createMailSendWorker({ linkMails, repository, eventMailers, config, now, log, soleInstance });

  jobs.handle(mailSendStartJob, async ({ sendId }) => {
    const send = await repository.findSendById(sendId);
    if (!send) return;
    if (await repository.listRecipients(sendId, targetOf(attendeeSelectionSchema.parse(send.audience)), now())) worker.nudge();
  });

  /** The sessions of the session reminders among `rows`, by id (a reminder names its event's own session). */
  async function reminderSessions(rows: MailSendRow[]) {
    const titles = new Map<number, { title: string; titleDe: string }>();
    for (const eventId of new Set(rows.map((row) => row.eventId))) {
      const ids = rows.filter((row) => row.eventId === eventId).flatMap((row) => sessionOfReminderKey(row.reminderKey) ?? []);
      for (const [id, session] of await repository.sessionTitles(eventId, ids)) titles.set(id, session);
    }
    return titles;
  }

  async function present(rows: MailSendRow[]): Promise<MailSend[]> {
    const [counts, sessions] = await Promise.all([repository.counts(rows.map((row) => row.id)), reminderSessions(rows)]);
    return rows.map((row) => ({
      id: row.id,
      templateId: row.templateId,
      templateName: row.templateName,
      subject: row.subjectEn,
      status: row.status,
      scheduledAt: iso(row.scheduledAt),
      createdAt: row.createdAt.toISOString(),
      startedAt: iso(row.startedAt),
      finishedAt: iso(row.finishedAt),
      recipientCount: row.recipientCount,
      counts: counts.get(row.id)!,
      reminderKey: row.reminderKey,
      reminderSession: sessions.get(sessionOfReminderKey(row.reminderKey) ?? 0) ?? null,
    }));
  }

  async function template(eventId: number, templateId: number) {
    const found = await repository.findEventTemplate(eventId, templateId);
    if (!found) throw validationFailed({ templateId: 'validation.required' });
    return found;
  }

  async function ownSend(user: Caller, eventId: number, sendId: number): Promise<MailSendRow> {
    await events.requireOwned(user, eventId);
    const send = await repository.findSend(eventId, sendId);
    if (!send) throw notFound();
    return send;
  }

  return {
    worker,

    async templates(user: Caller, eventId: number): Promise<MailSendTemplate[]> {
      await events.requireOwned(user, eventId);
      return repository.listEventTemplates(eventId);
    },

    async count(user: Caller, eventId: number, selection: AttendeeSelection): Promise<MailRecipientCount> {
      await events.requireOwned(user, eventId);
      return { count: await repository.countReachable(eventId, targetOf(selection)) };
    },

    async create(user: Caller, eventId: number, body: CreateMailSendBody): Promise<MailSend> {
      await events.requireOwned(user, eventId);
      const words = await template(eventId, body.templateId);
      const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : null;
      if (scheduledAt && scheduledAt.getTime() <= now().getTime()) throw validationFailed({ scheduledAt: 'validation.invalid' });
      const row = await repository.insert(
        {
          eventId,
          templateId: words.id,
          templateName: words.name,
          subjectEn: words.subjectEn,
          subjectDe: words.subjectDe,
          bodyEn: words.bodyEn,
          bodyDe: words.bodyDe,
          audience: body.selection,
          status: scheduledAt ? 'scheduled' : 'queued',
          scheduledAt,
          createdBy: user.id,
        },
        (sendId, tx) => jobs.enqueue(mailSendStartJob, { sendId }, tx, scheduledAt ?? now()),
      );
      jobs.nudge();
      return (await present([row]))[0]!;
    },

    /**
     * An automatic reminder's send (docs/rules/communications.md#reminders): the template's words as they are now, to everyone
     * of the event, starting at once. At most one per event and `reminderKey`: answers false when
     * it exists already or the template is no longer the event's.
     */
    async createReminder(eventId: number, templateId: number, reminderKey: string): Promise<boolean> {
      const words = await repository.findEventTemplate(eventId, templateId);
      if (!words) return false;
      const row = await repository.insertOnce(
        {
          eventId,
          templateId: words.id,
          templateName: words.name,
          subjectEn: words.subjectEn,
          subjectDe: words.subjectDe,
          bodyEn: words.bodyEn,
          bodyDe: words.bodyDe,
          audience: EVERYONE,
          status: 'queued',
          scheduledAt: null,
          reminderKey,
          createdBy: null,
        },
        (sendId, tx) => jobs.enqueue(mailSendStartJob, { sendId }, tx, now()),
      );
      if (row) jobs.nudge();
      return row !== null;
    },

    /** The template to the organiser's own address in their language, filled for the selection's first account. */
    async test(user: Caller, eventId: number, body: TestMailSendBody): Promise<{ to: string }> {
      await events.requireOwned(user, eventId);
      const words = await template(eventId, body.templateId);
      const [event, organiser] = await Promise.all([repository.findEvent(eventId), repository.findUser(user.id)]);
      if (!event || !organiser) throw notFound();
      const sample = (body.selection && (await repository.sampleAccount(eventId, targetOf(body.selection)))) || {
        ...organiser,
        company: '',
      };
      const lang: Language = user.lang;
      const venueLink = venueUrl(config.publicUrl, event.code);
      const values = placeholderValues(event, { ...sample, email: sample.email ?? organiser.email }, { venueLink, signInLink: venueLink }, lang);
      const mail = prepareTemplateMail(wordsFor(words, lang), lang)(values);
      const mailer = await eventMailers.forEvent(eventId);
      await mailer.send({ to: organiser.email, ...mail });
      return { to: organiser.email };
    },

    async cancel(user: Caller, eventId: number, sendId: number): Promise<MailSend> {
      const send = await ownSend(user, eventId, sendId);
      if (!isCancellable(send.status) || !(await repository.cancel(sendId, now()))) throw validationFailed({ sendId: 'validation.invalid' });
      return (await present([(await repository.findSendById(sendId))!]))[0]!;
    },

    async list(user: Caller, eventId: number): Promise<MailSend[]> {
      await events.requireOwned(user, eventId);
      return present(await repository.listSends(eventId));
    },

    async outbox(user: Caller, eventId: number, sendId: number, status: MailRecipientStatus | undefined, page: number): Promise<MailOutboxPage> {
      const send = await ownSend(user, eventId, sendId);
      const { total, rows } = await repository.outboxPage(sendId, status, (page - 1) * MAIL_OUTBOX_PAGE_SIZE, MAIL_OUTBOX_PAGE_SIZE);
      return {
        send: (await present([send]))[0]!,
        rows: rows.map((row) => ({
          id: row.id,
          accountId: row.accountId,
          name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
          email: row.email,
          lang: row.lang,
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          sentAt: iso(row.sentAt),
        })),
        page,
        pageSize: MAIL_OUTBOX_PAGE_SIZE,
        total,
      };
    },
  };
}

export type MailSendsService = ReturnType<typeof createMailSendsService>;
