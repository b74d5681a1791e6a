import {
  PAGE_SIZE,
  attendeePersonalDataSchema,
  type AttendeeAccount,
  type AttendeeListPage,
  type AttendeeListQuery,
  type AttendeePersonalData,
  type AttendeeSelection,
  type DeleteAttendeesResult,
  type Language,
  type SaveAttendeeBody,
} from '@aula/shared';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../http/domain-error';
import { downloadName } from '../../http/download-name';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { AttendeeSessions, AuthenticatedAttendee } from '../attendee-auth/sessions';
import { verifyPassword } from '../auth/passwords';
import type { EventsService } from '../events/service';
import type { FilesService } from '../files/service';
import type { UploadedImage } from '../files/uploads';
import { accountsCsv } from './csv';
import { isWholeSelection, requireAccountOfEvent } from './policy';
import { presentAccount, presentPersonalData } from './presenter';
import { createAttendeesRepository, type AttendeeTarget, type StoredAttendeeFields } from './repository';
import type { AnalyticsService } from '../analytics/service';
import { attendeeEventCaller } from '../events/policy';
import { requireAccountRoom } from '../plan-limits/policy';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;
/** Adding an account weighs the plan's limit, from which admins are exempt. */
type Saver = Caller & Pick<AuthenticatedUser, 'isAdmin'>;

/** The field error of an e-mail another account of the event already has. */
export const EMAIL_TAKEN = 'validation.account_email_taken';

/** The other modules accounts lean on: events for the tenant check and the event's name, files for photos. */
export type AttendeesDeps = {
  now: () => Date;
  events: Pick<EventsService, 'requireOwned' | 'shortInfo'>;
  files: Pick<FilesService, 'storePhoto' | 'discardPhotos'>;
  /** Ends the venue sessions (and sockets, on every instance) of accounts made inactive or erased. */
  sessions: Pick<AttendeeSessions, 'endAccounts' | 'announceEnded'>;
  /** Erasure takes the attendee's own analytics too (docs/rules/analytics.md#storage). */
  analytics: Pick<AnalyticsService, 'eraseAttendee'>;
  /** Deleted accounts free their registrations' places (docs/rules/attendees.md#registration). */
  placesFreed: (eventId: number) => Promise<void>;
  /** An erased account's registration forgets the person too, and frees its place. */
  registrationErased: (eventId: number, accountId: number) => Promise<void>;
  /** The account's own agenda, for its personal data (docs/rules/venue.md#my-agenda). */
  myAgendaOf: (eventId: number, accountId: number) => Promise<AttendeePersonalData['myAgenda']>;
  /** An erased account's own agenda, reminders and calendar link go too. */
  myAgendaErased: (eventId: number, accountId: number) => Promise<void>;
  /** An erased account speaks at no session any more (docs/rules/venue.md#speakers). */
  speakerErased: (accountId: number) => Promise<void>;
  /** The contacts the account left at booths, for its personal data, and gone with it (docs/rules/venue.md#booth-leads). */
  boothLeadsOf: (accountId: number) => Promise<AttendeePersonalData['boothLeads']>;
  boothLeadsErased: (accountId: number) => Promise<void>;
};

/** What a registration tells of the account it becomes. */
export type RegisteredPerson = Pick<StoredAttendeeFields, 'firstName' | 'lastName' | 'company' | 'jobTitle' | 'lang'> & { email: string };

/** Accounts made from registrations weigh the plan's limit like any other; no admin is acting. */
const REGISTRANT = { isAdmin: false };

/** The field error of an erasure confirmed with a password that is not the attendee's. */
export const WRONG_PASSWORD = 'validation.wrong_password';

/** A file for the browser to save: its name and its text. */
export type DownloadFile = { filename: string; content: string };

/** The columns a save writes: the shared rule trimmed the fields already; addresses are kept lower-case. */
const storedFields = (body: SaveAttendeeBody): StoredAttendeeFields => ({
  email: body.email.toLowerCase(),
  firstName: body.firstName,
  lastName: body.lastName,
  company: body.company,
  jobTitle: body.jobTitle,
  role: body.role,
  lang: body.lang,
  groups: body.groups,
  active: body.active,
});

/** The accounts a selection names: its ids (each once), or its filter. */
export const targetOf = (selection: AttendeeSelection): AttendeeTarget =>
  selection.ids ? { ids: [...new Set(selection.ids)] } : { filter: selection.filter ?? { q: '' } };

/**
 * An event's attendee accounts in the console (docs/rules/attendees.md): the list, one account, save,
 * photo, bulk delete and CSV export, the groups, and the personal-data export and erasure. Every
 * call checks the event against the caller's company and the account against the event.
 */
export function createAttendeesService(db: Database, { now, events, files, sessions, analytics, placesFreed, registrationErased, myAgendaOf, myAgendaErased, speakerErased, boothLeadsOf, boothLeadsErased }: AttendeesDeps) {
  const repository = createAttendeesRepository(db);

  /** An account of one of the caller's events, or 404 (missing, erased, or another event's). */
  async function ownAccount(user: Caller, eventId: number, accountId: number) {
    await events.requireOwned(user, eventId);
    return requireAccountOfEvent(await repository.findById(accountId), eventId);
  }

  /** Ends the account's sessions everywhere, then empties its personal fields; its photo goes after. */
  async function eraseAccount(eventId: number, accountId: number): Promise<void> {
    await sessions.endAccounts([accountId]);
    const { photo } = await repository.erase(accountId, now());
    await analytics.eraseAttendee(eventId, accountId);
    await registrationErased(eventId, accountId);
    await myAgendaErased(eventId, accountId);
    await speakerErased(accountId);
    await boothLeadsErased(accountId);
    if (photo) await files.discardPhotos([photo]);
  }

  return {
    /** One page of the event's accounts (GET /api/accounts/{eventId}); a page beyond the end answers the last. */
    async list(user: Caller, eventId: number, query: AttendeeListQuery): Promise<AttendeeListPage> {
      await events.requireOwned(user, eventId);
      const { eventTotal, total } = await repository.counts(eventId, query);
      const page = Math.min(query.page, Math.max(1, Math.ceil(total / PAGE_SIZE)));
      const rows = total === 0 ? [] : await repository.page(eventId, query, (page - 1) * PAGE_SIZE, PAGE_SIZE);
      return { rows: rows.map(presentAccount), page, pageSize: PAGE_SIZE, total, eventTotal };
    },

    /** One account (GET /api/account/{eventId}/{accountId}). */
    async get(user: Caller, eventId: number, accountId: number): Promise<AttendeeAccount> {
      return presentAccount(await ownAccount(user, eventId, accountId));
    },

    /**
     * Adds (id 0) or saves an account (POST /api/account); an e-mail the event has already is a
     * field error, an account beyond the plan's accounts per event 409 `accounts_limit`.
     */
    async save(user: Saver, body: SaveAttendeeBody): Promise<AttendeeAccount> {
      await events.requireOwned(user, body.eventId);
      if (body.id > 0) await ownAccount(user, body.eventId, body.id);
      const values = storedFields(body);
      const saved =
        body.id > 0
          ? await repository.update(body.id, values)
          : await repository.insert(body.eventId, values, ({ limits, accounts }) => requireAccountRoom(user, limits, accounts + 1));
      if (!saved) throw validationFailed({ email: EMAIL_TAKEN });
      if (!saved.active) await sessions.endAccounts([saved.id]);
      return presentAccount(saved);
    },

    /** Sets the account's photo (POST /api/accountPhoto/{eventId}/{accountId}); the one it replaces is deleted. */
    async setPhoto(user: Caller, eventId: number, accountId: number, upload: UploadedImage | null): Promise<AttendeeAccount> {
      await ownAccount(user, eventId, accountId);
      const photo = await files.storePhoto(user, eventId, upload);
      try {
        const { record, replaced } = await repository.setPhoto(accountId, photo);
        if (replaced) await files.discardPhotos([replaced]);
        return presentAccount(record);
      } catch (error) {
        await files.discardPhotos([photo]);
        throw error;
      }
    },

    /** Removes the account's photo (POST /api/deleteAccountPhoto/{eventId}/{accountId}). */
    async removePhoto(user: Caller, eventId: number, accountId: number): Promise<AttendeeAccount> {
      await ownAccount(user, eventId, accountId);
      const { record, replaced } = await repository.setPhoto(accountId, null);
      if (replaced) await files.discardPhotos([replaced]);
      return presentAccount(record);
    },

    /**
     * Deletes the chosen accounts or every account the filter matches (POST
     * /api/deleteAccounts/{eventId}) in one statement; chosen ids that are not all the event's
     * delete nothing and answer 404. Their tokens go with them, their sockets close on every
     * instance; their photos go after them.
     */
    async delete(user: Caller, eventId: number, selection: AttendeeSelection): Promise<DeleteAttendeesResult> {
      await events.requireOwned(user, eventId);
      const target = targetOf(selection);
      const outcome = await repository.deleteTarget(eventId, target, (deleted) => !('ids' in target) || isWholeSelection(target.ids, deleted));
      if (!outcome) throw notFound();
      await sessions.announceEnded(outcome.sessionIds);
      await files.discardPhotos(outcome.photos);
      await placesFreed(eventId);
      return { deleted: outcome.deleted };
    },

    /** The chosen accounts or every account the filter matches as a CSV file in the caller's language (POST /api/exportAccounts/{eventId}). */
    async exportCsv(user: Caller, eventId: number, selection: AttendeeSelection, lang: Language): Promise<DownloadFile> {
      const event = await events.shortInfo(user, eventId);
      const target = targetOf(selection);
      const rows = await repository.listTarget(eventId, target);
      if ('ids' in target && !isWholeSelection(target.ids, rows.length)) throw notFound();
      return { filename: downloadName(event.name, '-accounts.csv'), content: accountsCsv(rows, lang) };
    },

    /** The event's groups, each once, for the filter and the form's suggestions (GET /api/accountGroups/{eventId}). */
    async groups(user: Caller, eventId: number): Promise<string[]> {
      await events.requireOwned(user, eventId);
      return repository.groups(eventId);
    },

    /** Everything held about one account as a JSON file (GET /api/accountData/{eventId}/{accountId}). */
    async personalData(user: Caller, eventId: number, accountId: number): Promise<DownloadFile> {
      const account = await ownAccount(user, eventId, accountId);
      const event = await events.shortInfo(user, eventId);
      const data = attendeePersonalDataSchema.parse(presentPersonalData(account, await repository.tokensOf(accountId), event, await myAgendaOf(eventId, accountId), await boothLeadsOf(accountId), now()));
      return { filename: downloadName(event.name, `-account-${accountId}.json`), content: JSON.stringify(data, null, 2) };
    },

    /**
     * Erases an account's personal data (POST /api/eraseAccount/{eventId}/{accountId}): the
     * fields are emptied, the password and tokens removed, the photo deleted; the row stays, so
     * that its activity stays counted anonymously. Afterwards the account answers 404.
     */
    async erase(user: Caller, eventId: number, accountId: number): Promise<void> {
      await ownAccount(user, eventId, accountId);
      await eraseAccount(eventId, accountId);
    },

    /** Whether the event has an account with this address. */
    hasAccount: async (eventId: number, email: string): Promise<boolean> => (await repository.idByEmail(eventId, email.toLowerCase())) !== null,

    /**
     * Makes the active account of an accepted registration; null when the address has an account
     * already, and 409 `accounts_limit` when the plan's accounts per event are used up.
     */
    async createRegistered(eventId: number, person: RegisteredPerson, registeredAt: Date): Promise<number | null> {
      const values = { ...person, email: person.email.toLowerCase(), role: 'attendee', groups: [], active: true, registeredAt };
      const saved = await repository.insert(eventId, values, ({ limits, accounts }) => requireAccountRoom(REGISTRANT, limits, accounts + 1));
      return saved?.id ?? null;
    },

    /** The signed-in attendee's own data as a JSON file (GET /api/venue/me/data), the same file the console exports. */
    async ownPersonalData(attendee: AuthenticatedAttendee): Promise<DownloadFile> {
      return this.personalData(attendeeEventCaller(attendee), attendee.eventId, attendee.accountId);
    },

    /**
     * The attendee erases their own data (POST /api/venue/me/erase), confirming with their
     * password; a wrong one changes nothing and is a field error.
     */
    async eraseOwn(attendee: AuthenticatedAttendee, confirmation: string): Promise<void> {
      await ownAccount(attendeeEventCaller(attendee), attendee.eventId, attendee.accountId);
      if (!(await verifyPassword(await repository.passwordHashOf(attendee.accountId), confirmation))) throw validationFailed({ confirmation: WRONG_PASSWORD });
      await eraseAccount(attendee.eventId, attendee.accountId);
    },
  };
}

export type AttendeesService = ReturnType<typeof createAttendeesService>;
