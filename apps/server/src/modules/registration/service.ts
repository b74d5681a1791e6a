import { asLanguage } from '@aula/shared';
import {
  ERROR_CODES,
  REGISTRATION_FIELDS,
  REGISTRATIONS_CHANGED,
  missingRegistrationFields,
  topicOf,
  type AttendeeListVisibility,
  type ConfirmedRegistration,
  type QueuedRegistration,
  type RegisterBody,
  type RegistrationSettings,
  type SaveRegistrationSettingsBody,
  type VenueRegistrationForm,
} from '@aula/shared';
import type { Database } from '../../db/client';
import type { RegistrationStatus } from '../../db/schema';
import { DomainError, notFound, validationFailed } from '../../http/domain-error';
import type { JobQueue } from '../../jobs/queue';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { AttendeeLinkMails } from '../attendee-auth/link-mails';
import type { AttendeesService } from '../attendees/service';
import { tokenInvalid } from '../auth/errors';
import { hashToken } from '../auth/tokens';
import type { EventsService } from '../events/service';
import type { TopicPush, TopicSubscriber } from '../realtime/topics';
import { normalizeEmail } from '../users/service';
import { registrationConfirmJob, registrationDecisionJob, registrationKnownAddressJob } from './mail-jobs';
import { requireRegistrationOfEvent } from './policy';
import { presentQueued, presentSettings } from './presenter';
import { createRegistrationRepository, type RegistrationEvent, type RegistrationRow } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

type Deps = {
  now: () => Date;
  events: Pick<EventsService, 'requireOwned' | 'organiserReaches'>;
  attendees: Pick<AttendeesService, 'hasAccount' | 'createRegistered'>;
  linkMails: Pick<AttendeeLinkMails, 'invitationToken'>;
  jobs: JobQueue;
  topicPush: Pick<TopicPush, 'publish'>;
  onPushError: (error: unknown) => void;
};

const CONSENT_OUTDATED = 'validation.consent_outdated';

const registrationClosed = () => new DomainError(409, ERROR_CODES.registrationClosed, 'registration_closed');
const registrationFull = () => new DomainError(409, ERROR_CODES.registrationFull, 'registration_full');
const isAccountsLimit = (error: unknown): error is DomainError => error instanceof DomainError && error.code === ERROR_CODES.accountsLimit;

/** What happens to a registration whose account the plan has no room for: it waits, or the organiser is told. */
type AtAccountsLimit = 'wait' | 'refuse';

/**
 * Open registration (docs/rules/attendees.md#registration): the organisers' settings and queue, and the
 * registration page's calls. A registration holds no account until it is accepted; accepted ones
 * with their account and those awaiting approval hold the event's places.
 */
export function createRegistrationService(db: Database, { now, events, attendees, linkMails, jobs, topicPush, onPushError }: Deps) {
  const repository = createRegistrationRepository(db);

  /**
   * Tells the organisers whose accounts screen follows the event that its queue or accounts
   * changed (docs/decisions/0138-live-support-and-registrations.md). The change is stored already:
   * a failed push is logged, and the screen catches up when its socket subscribes again.
   */
  const changed = (eventId: number) => topicPush.publish(topicOf('registrations', eventId), REGISTRATIONS_CHANGED, {}).catch(onPushError);

  const settingsOf = async (eventId: number) => presentSettings(await repository.settings(eventId));

  /** The published event of an open registration, else 404 (an unknown code, a draft, invitation only). */
  async function openEvent(code: string): Promise<{ event: RegistrationEvent; settings: RegistrationSettings }> {
    const found = await repository.publishedEvent(code);
    const settings = presentSettings(found?.settings ?? null);
    if (!found || settings.access !== 'open') throw notFound();
    return { event: found.event, settings };
  }

  const isClosed = (event: RegistrationEvent) => now().getTime() >= event.closingAt.getTime();

  /**
   * Makes the account of a registration holding a place and marks it accepted. When no account
   * can be made (the organiser gave the address an account meanwhile, or with `atLimit` 'wait'
   * the plan's accounts per event are used up) it waits on the waiting list instead; null then.
   * With 'refuse' a used-up plan is the organiser's 409, in words of the plan and not of a full event.
   */
  async function admit(registration: RegistrationRow, atLimit: AtAccountsLimit): Promise<number | null> {
    const { email, firstName, lastName, company, jobTitle } = registration;
    const lang = asLanguage(registration.lang);
    const accountId = await attendees
      .createRegistered(registration.eventId, { email, firstName, lastName, company, jobTitle, lang }, registration.confirmedAt ?? now())
      .catch((error: unknown) => {
        if (!isAccountsLimit(error)) throw error;
        if (atLimit === 'wait') return null;
        throw new DomainError(409, ERROR_CODES.accountsLimit, 'registration_accounts_limit', undefined, error.params);
      });
    if (accountId === null) {
      await repository.move(registration.id, ['awaiting_approval'], 'waiting');
      return null;
    }
    await repository.move(registration.id, ['awaiting_approval'], 'accepted', accountId);
    return accountId;
  }

  /** Whether a new capacity (null: no limit) frees places that the old one did not. */
  const placesGrew = (before: number | null, after: number | null): boolean => before !== null && (after === null || after > before);

  /** Moves waiting registrations up, in order, while places are free; each is told by mail. Whether any moved. */
  async function moveUp(eventId: number): Promise<boolean> {
    const settings = await settingsOf(eventId);
    let moved = false;
    for (;;) {
      const next = await repository.moveUpFirst(eventId, settings.capacity);
      if (!next) return moved;
      moved = true;
      if (settings.approval) await jobs.enqueue(registrationDecisionJob, { registrationId: next.id, decision: 'awaiting_approval' });
      else if ((await admit(next, 'wait')) === null) return true;
      else await jobs.enqueue(registrationDecisionJob, { registrationId: next.id, decision: 'accepted' });
    }
  }

  const moveUpAndTell = async (eventId: number) => {
    if (await moveUp(eventId)) await changed(eventId);
  };

  async function queued(user: Caller, eventId: number, registrationId: number, statuses: readonly RegistrationStatus[]) {
    await events.requireOwned(user, eventId);
    return requireRegistrationOfEvent(await repository.find(registrationId), eventId, statuses);
  }

  return {
    /** GET /api/registrationSettings/{eventId}. */
    async settings(user: Caller, eventId: number): Promise<RegistrationSettings> {
      await events.requireOwned(user, eventId);
      return settingsOf(eventId);
    },

    /** POST /api/registrationSettings/{eventId}: a changed consent text is a new version; more places move waiting ones up. */
    async saveSettings(user: Caller, eventId: number, body: SaveRegistrationSettingsBody): Promise<RegistrationSettings> {
      await events.requireOwned(user, eventId);
      const before = await settingsOf(eventId);
      const consentVersion = body.consentText === before.consentText ? before.consentVersion : before.consentVersion + 1;
      const saved = presentSettings(await repository.saveSettings(eventId, { ...body, publicGroups: [...new Set(body.publicGroups)], consentVersion }, now()));
      if (placesGrew(before.capacity, body.capacity)) await moveUpAndTell(eventId);
      return saved;
    },

    /** Who the venue shows the attendee list to (docs/rules/venue.md#who-is-here). */
    attendeeListVisibility: async (eventId: number): Promise<AttendeeListVisibility> => (await settingsOf(eventId)).attendeeListVisibility,
    /** Who sees the people directory and the groups it filters by (docs/rules/venue.md#people). */
    directorySettings: async (eventId: number): Promise<Pick<RegistrationSettings, 'attendeeListVisibility' | 'publicGroups'>> => {
      const { attendeeListVisibility, publicGroups } = await settingsOf(eventId);
      return { attendeeListVisibility, publicGroups };
    },

    /** Whether the event takes registrations, for the public page's link. */
    isOpen: async (eventId: number): Promise<boolean> => (await settingsOf(eventId)).access === 'open',

    /** GET /api/venue/{code}/registration. */
    async form(code: string): Promise<VenueRegistrationForm> {
      const { event, settings } = await openEvent(code);
      return { fields: settings.fields, consentText: settings.consentText, consentVersion: settings.consentVersion, closed: isClosed(event) };
    },

    /**
     * POST /api/venue/{code}/register. The answer is the same whether or not the address has an
     * account or a registration: only the mail differs. `mail` false (the address had its share
     * of mails) checks the input and does nothing more.
     */
    async register(code: string, body: RegisterBody, { mail }: { mail: boolean }): Promise<void> {
      const { event, settings } = await openEvent(code);
      if (isClosed(event)) throw registrationClosed();
      if (body.consentVersion !== settings.consentVersion) throw validationFailed({ consent: CONSENT_OUTDATED });
      const missing = missingRegistrationFields(settings.fields, body);
      if (Object.keys(missing).length > 0) throw validationFailed(missing);
      if (!settings.waitingList && !(await repository.hasPlace(event.id, settings.capacity))) throw registrationFull();
      if (!mail) return;
      const email = normalizeEmail(body.email);
      const asked = new Set(settings.fields.map((setting) => setting.field));
      const fields = Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, asked.has(field) ? body[field] : ''])) as Pick<RegisterBody, (typeof REGISTRATION_FIELDS)[number]>;
      const registrationId = (await attendees.hasAccount(event.id, email))
        ? null
        : await repository.start(event.id, { ...fields, email, lang: body.lang, consentText: settings.consentText, consentVersion: settings.consentVersion, consentedAt: now() });
      if (registrationId === null) await jobs.enqueue(registrationKnownAddressJob, { eventId: event.id, email, lang: body.lang });
      else await jobs.enqueue(registrationConfirmJob, { registrationId });
    },

    /**
     * POST /api/venue/{code}/confirmRegistration: uses the mailed link up. With a free place the
     * registration is accepted at once (its account made, and a set-password token answered) or
     * awaits approval; without one it joins the waiting list, or, with none kept, stays pending.
     */
    async confirm(code: string, token: string): Promise<ConfirmedRegistration> {
      const { event, settings } = await openEvent(code);
      if (isClosed(event)) throw registrationClosed();
      const registration = await repository.findByTokenHash(hashToken(token));
      const usable = registration?.eventId === event.id && registration.status === 'pending' && (registration.tokenExpiresAt?.getTime() ?? 0) > now().getTime();
      if (!registration || !usable) throw tokenInvalid();
      const outcome = await repository.confirm(registration.id, event.id, settings, now());
      if (outcome === null) throw tokenInvalid();
      if (outcome === 'full') throw registrationFull();
      if (outcome === 'waiting' || settings.approval) {
        await changed(event.id);
        return { outcome: outcome === 'waiting' ? 'waiting' : 'awaiting_approval', passwordToken: null };
      }
      const accountId = await admit({ ...registration, confirmedAt: now() }, 'wait');
      await changed(event.id);
      if (accountId === null) return { outcome: 'waiting', passwordToken: null };
      return { outcome: 'accepted', passwordToken: await linkMails.invitationToken(accountId) };
    },

    /** GET /api/registrations/{eventId}: awaiting approval and waiting, oldest confirmation first. */
    async queue(user: Caller, eventId: number): Promise<QueuedRegistration[]> {
      await events.requireOwned(user, eventId);
      return (await repository.queue(eventId)).map(presentQueued);
    },

    /** POST /api/approveRegistration/{eventId}: the account is made and the person mailed their set-password link. */
    async approve(user: Caller, eventId: number, registrationId: number): Promise<void> {
      const registration = await queued(user, eventId, registrationId, ['awaiting_approval']);
      const accountId = await admit(registration, 'refuse');
      // Either way the queue changed: accepted, or moved to the waiting list.
      await changed(eventId);
      if (accountId === null) throw registrationFull();
      await jobs.enqueue(registrationDecisionJob, { registrationId, decision: 'accepted' });
    },

    /** POST /api/rejectRegistration/{eventId}: the person is told; a place it held goes to the first waiting. */
    async reject(user: Caller, eventId: number, registrationId: number): Promise<void> {
      const registration = await queued(user, eventId, registrationId, ['awaiting_approval', 'waiting']);
      if (!(await repository.move(registrationId, [registration.status], 'rejected'))) throw notFound();
      await jobs.enqueue(registrationDecisionJob, { registrationId, decision: 'rejected' });
      await moveUp(eventId);
      await changed(eventId);
    },

    /** Accounts were deleted: the places their registrations held go to the waiting list's first. */
    placesFreed: (eventId: number) => moveUpAndTell(eventId),

    /** An account was erased: its registration keeps nothing of the person, and its place goes to the first waiting. */
    async accountErased(eventId: number, accountId: number): Promise<void> {
      if (await repository.forgetAccount(accountId)) await moveUpAndTell(eventId);
    },

    /** Whether a socket may follow `registrations:{eventId}`: the organisers who reach the event, never an attendee. */
    mayFollow: async (subscriber: TopicSubscriber, eventId: number): Promise<boolean> =>
      subscriber.kind === 'organiser' && events.organiserReaches(subscriber, eventId),
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
