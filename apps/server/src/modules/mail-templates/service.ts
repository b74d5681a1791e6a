import { asLanguage, type Language, type MailPlaceholderValues, type MailTemplate, type MailTemplatePreview, type MailTemplatePreviewBody, type PreviewAccount, type SaveMailTemplateBody } from '@aula/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import { venueLinkPath } from '../attendee-auth/link-mails';
import { requireLibraryEditor } from '../events/policy';
import type { EventsService } from '../events/service';
import { cleanWords, SAMPLE_RECIPIENTS, SAMPLE_SIGN_IN_TOKEN } from './policy';
import { placeholderValues, prepareTemplateMail, wordsFor, type PlaceholderRecipient } from './render';
import { createMailTemplatesRepository, type MailTemplateRow, type TemplateEventRow, type TemplateScope } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;
type Deps = {
  publicUrl: string;
  now: () => Date;
  /** The one event policy (company and role, see docs/decisions/0053-company-users-and-roles.md). */
  events: Pick<EventsService, 'requireOwned'>;
};

const present = (row: MailTemplateRow): MailTemplate => ({
  id: row.id,
  eventId: row.eventId,
  name: row.name,
  subjectEn: row.subjectEn,
  subjectDe: row.subjectDe,
  bodyEn: row.bodyEn,
  bodyDe: row.bodyDe,
  updatedAt: row.updatedAt.toISOString(),
});

const summary = (row: MailTemplateRow) => ({ id: row.id, eventId: row.eventId, name: row.name, subjectEn: row.subjectEn, updatedAt: row.updatedAt.toISOString() });

/**
 * E-mail templates (docs/rules/communications.md#e-mail-templates): the company's library and each event's own, with a preview that
 * fills both languages for one account of the event. `valuesFor` gives the sending part every
 * placeholder's value for one recipient.
 */
export function createMailTemplatesService(db: Database, { publicUrl, now, events }: Deps) {
  const repository = createMailTemplatesRepository(db);

  /** The caller's company's event, or 404 (another company's looks like none). */
  async function ownEvent(user: Caller, eventId: number): Promise<TemplateEventRow> {
    await events.requireOwned(user, eventId);
    const event = await repository.event(eventId);
    if (!event || event.companyId !== user.companyId) throw notFound();
    return event;
  }

  async function save(scope: TemplateScope, body: SaveMailTemplateBody): Promise<MailTemplate> {
    const { id, ...fields } = body;
    const values = cleanWords(fields);
    const row = id === 0 ? await repository.insert(scope, values, now()) : await repository.update(scope, id, values, now());
    if (!row) throw notFound();
    return present(row);
  }

  async function get(scope: TemplateScope, id: number): Promise<MailTemplate> {
    const row = await repository.find(scope, id);
    if (!row) throw notFound();
    return present(row);
  }

  async function remove(scope: TemplateScope, id: number): Promise<{ ok: true }> {
    if (!(await repository.delete(scope, id))) throw notFound();
    return { ok: true };
  }

  const venueLink = (event: TemplateEventRow) => `${publicUrl}/e/${event.code ?? ''}/venue`;

  /** Every placeholder's value for one recipient of the event, in their language. */
  const values = (event: TemplateEventRow, recipient: PlaceholderRecipient, lang: Language, signInLink: string): MailPlaceholderValues =>
    placeholderValues(event, recipient, { venueLink: venueLink(event), signInLink }, lang);

  const library = (user: Caller): TemplateScope => ({ companyId: user.companyId, eventId: null });
  const ofEvent = async (user: Caller, eventId: number): Promise<TemplateScope> => ({ companyId: (await ownEvent(user, eventId)).companyId, eventId });

  return {
    libraryList: async (user: Caller) => ({ templates: (await repository.list(library(user))).map(summary) }),
    libraryGet: (user: Caller, id: number) => get(library(user), id),
    librarySave: (user: Caller, body: SaveMailTemplateBody) => {
      if (body.id !== 0) requireLibraryEditor(user);
      return save(library(user), body);
    },
    libraryDelete: (user: Caller, id: number) => {
      requireLibraryEditor(user);
      return remove(library(user), id);
    },

    list: async (user: Caller, eventId: number) => ({ templates: (await repository.list(await ofEvent(user, eventId))).map(summary) }),
    get: async (user: Caller, eventId: number, id: number) => get(await ofEvent(user, eventId), id),
    save: async (user: Caller, eventId: number, body: SaveMailTemplateBody) => save(await ofEvent(user, eventId), body),
    delete: async (user: Caller, eventId: number, id: number) => remove(await ofEvent(user, eventId), id),

    /** Adds a copy of one of the company's library templates to the event; later edits of either leave the other alone. */
    async copyFromLibrary(user: Caller, eventId: number, libraryTemplateId: number): Promise<MailTemplate> {
      const scope = await ofEvent(user, eventId);
      const source = await repository.find(library(user), libraryTemplateId);
      if (!source) throw notFound();
      const { name, subjectEn, subjectDe, bodyEn, bodyDe } = source;
      return present(await repository.insert(scope, { name, subjectEn, subjectDe, bodyEn, bodyDe }, now()));
    },

    async previewAccounts(user: Caller, eventId: number, q: string): Promise<{ accounts: PreviewAccount[] }> {
      await ownEvent(user, eventId);
      const rows = await repository.accounts(eventId, q);
      const name = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();
      return { accounts: rows.map((row) => ({ id: row.id, name: name(row), email: row.email, lang: asLanguage(row.lang) })) };
    },

    /**
     * The words as the editor holds them (saved or not), filled for the chosen account, or the
     * event's first account, or sample values when it has none; in both languages, German falling
     * back to English as a German reader would get it. The sign-in link is a sample that does not work.
     */
    async preview(user: Caller, eventId: number, body: MailTemplatePreviewBody): Promise<MailTemplatePreview> {
      const event = await ownEvent(user, eventId);
      const words = cleanWords(body);
      const account = body.accountId === null ? ((await repository.accounts(eventId, ''))[0] ?? null) : await repository.account(eventId, body.accountId);
      if (body.accountId !== null && !account) throw notFound();
      const signInLink = `${publicUrl}${venueLinkPath.invite(event.code ?? '', SAMPLE_SIGN_IN_TOKEN)}`;
      const render = (lang: Language) => prepareTemplateMail(wordsFor(words, lang), lang)(values(event, account ?? SAMPLE_RECIPIENTS[lang], lang, signInLink));
      return { accountId: account?.id ?? null, en: render('en'), de: render('de') };
    },

    /**
     * Every placeholder's value for one account of the event in `lang`, with the recipient's own
     * sign-in link (the sending part makes it); null when the event or account is not there.
     */
    async valuesFor(eventId: number, account: PlaceholderRecipient, lang: Language, signInLink: string): Promise<MailPlaceholderValues | null> {
      const event = await repository.event(eventId);
      return event ? values(event, account, lang, signInLink) : null;
    },
  };
}

export type MailTemplatesService = ReturnType<typeof createMailTemplatesService>;
