import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_IMPORT_FIELDS,
  ACCOUNT_IMPORT_PREVIEW_PROBLEMS,
  ACCOUNT_IMPORT_PREVIEW_ROWS,
  ERROR_CODES,
  attendeeFieldsSchema,
  checkAccountImport,
  emailKey,
  guessAccountImportMapping,
  type AccountImport,
  type AccountImportField,
  type AccountImportForm,
  type AccountImportMapping,
  type AccountImportPreview,
  type FinishedAccountImports,
  type ImportAccountsMessage,
  type Language,
  type LatestAccountImport,
} from '@aula/shared';
import type { Database } from '../../db/client';
import { DomainError, validationFailed } from '../../http/domain-error';
import { translate } from '../../i18n/messages';
import type { JobQueue } from '../../jobs/queue';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import type { SocketPush } from '../realtime/socket-push';
import { accountImportJob } from './import-job';
import { presentAccountImport } from './presenter';
import { fileProblem, readAccountFile } from './read-table';
import { limitPassed } from '../plan-limits/policy';
import { createAccountImportRepository, type AccountImportSummary, type ImportRefusal } from './repository';
import { templateCsv } from './template';
import type { AccountFile } from './uploads';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

export type AccountImportDeps = {
  events: Pick<EventsService, 'info'>;
  jobs: JobQueue;
  /** Tells the browser of the user who started an import that it has finished (`importAccounts`, docs/rules/calls.md#socket-messages). */
  sockets: Pick<SocketPush, 'sendToUser'>;
  now: () => Date;
  log: FastifyBaseLogger;
};

/**
 * An import still running after this long has lost its job (every attempt's process died): it
 * is ended as an error when next read, so that the event can import again.
 */
const STALE_AFTER_MS = 60 * 60 * 1000;
/** How far back a reconnecting browser may ask for finished imports, and how many it gets at most. */
const FINISHED_LOOKBACK_MS = 60 * 60 * 1000;
const FINISHED_MAX = 20;

const storedRowsSchema = z.array(attendeeFieldsSchema);
const looksLikeEmail = (cell: string) => z.email().safeParse(cell.trim()).success;

/**
 * The account import of an event (docs/rules/attendees.md#account-import): reads a CSV or XLSX file, checks every row under
 * a mapping (preview), stores the confirmed rows and applies them in a background job, all or
 * nothing, and tells the browser over the socket. Every call checks the event's company.
 */
export function createAccountImportService(db: Database, deps: AccountImportDeps) {
  const repository = createAccountImportRepository(db);

  /** Reads and checks a file for one of the caller's events: 404 for another company's event. */
  async function checkFile(user: Caller, eventId: number, file: AccountFile | null, form: AccountImportForm) {
    const event = await deps.events.info(user, eventId);
    const { table, info } = await readAccountFile(file);
    // A header row holding an address is the first account: the file has no header row.
    if (table.headers.some(looksLikeEmail)) throw fileProblem('account_import_no_header');
    const guessedMapping = guessAccountImportMapping(table.headers);
    const mapping = form.mapping ?? guessedMapping;
    const outside = ACCOUNT_IMPORT_FIELDS.filter((field) => (mapping[field] ?? -1) >= table.headers.length);
    if (outside.length > 0) throw validationFailed(Object.fromEntries(outside.map((field) => [`mapping.${field}`, 'validation.invalid'])));
    const emailColumn = mapping.email;
    const emails = emailColumn === null ? [] : table.rows.map((row) => emailKey(row.cells[emailColumn] ?? ''));
    const existingEmails = await repository.existingEmails(eventId, emails);
    const check = checkAccountImport(table, mapping, { defaultLanguage: event.language, existingEmails });
    return { file: { name: file?.filename ?? '', ...info }, headers: table.headers, mapping, guessedMapping, check };
  }

  /** The `importAccounts` message for a finished import (never a running one: the job has just ended it; docs/rules/calls.md#socket-messages). */
  function messageOf(summary: AccountImportSummary): ImportAccountsMessage {
    return {
      action: 'importAccounts',
      status: summary.status === 'running' ? 'error' : summary.status,
      ...(summary.errorMessage && { errorMessage: summary.errorMessage }),
      eventId: summary.eventId,
      importId: summary.id,
      created: summary.created,
      updated: summary.updated,
      skipped: summary.skipped,
    };
  }

  /** Ends a running import as an error, and tells the user who started it; nothing when it has ended already. */
  async function fail(importId: string, lang: Language, userId: number): Promise<void> {
    const summary = await repository.fail(importId, translate(lang, 'account_import_failed'), deps.now());
    if (summary) await deps.sockets.sendToUser(userId, messageOf(summary));
  }

  /**
   * The job: applies the import once, records the result and tells the user who started it. When
   * its claim is lost (another worker took the job over) it stops and leaves the import running.
   */
  async function run(importId: string, updateFields: AccountImportField[], lost: AbortSignal): Promise<void> {
    const starter = await repository.starter(importId);
    if (!starter) return;
    let summary: AccountImportSummary;
    try {
      const outcome = await repository.apply(importId, (stored) => storedRowsSchema.parse(stored), {
        now: deps.now(),
        lost,
        updateFields,
        refusal: ({ onTrial, limits, accountsAfter: count }): ImportRefusal | null => {
          const max = limitPassed(starter, limits.accountsPerEvent, count);
          if (max === null) return null;
          // A trial's refusal has a status of its own; a paid plan's ends as an error naming its limit (docs/rules/billing.md#plan-limits).
          return onTrial
            ? { status: 'trial', message: translate(starter.lang, 'account_import_trial', { max, count }) }
            : { status: 'error', message: translate(starter.lang, 'account_import_limit', { max, count }) };
        },
        onProgress: (done, total) => deps.log.info({ importId, done, total }, 'account import progress'),
      });
      if (outcome.kind === 'missing') return;
      summary = outcome.summary;
    } catch (error) {
      if (lost.aborted) throw error;
      // The transaction rolled back: nothing of the import was applied. Say so, and do not retry.
      deps.log.error({ err: error, importId }, 'account import failed');
      await fail(importId, starter.lang, starter.userId);
      return;
    }
    await deps.sockets.sendToUser(starter.userId, messageOf(summary));
  }

  /** The job ran out of attempts (its process died each time): the import must not stay "running". */
  async function giveUp(importId: string): Promise<void> {
    const starter = await repository.starter(importId);
    if (starter) await fail(importId, starter.lang, starter.userId);
  }

  deps.jobs.handle(
    accountImportJob,
    ({ importId, updateFields }, lost) => run(importId, updateFields, lost),
    ({ importId }) => giveUp(importId),
  );

  const abandonStale = (eventId: number, lang: Language) => {
    const now = deps.now();
    return repository.abandonStale(eventId, new Date(now.getTime() - STALE_AFTER_MS), translate(lang, 'account_import_failed'), now);
  };

  return {
    /**
     * POST /api/importAccountsPreview/{eventId}: how the file reads under the sent mapping (or the
     * guessed one): headers, the first rows as mapped, the first problems, counts over all rows.
     */
    async preview(user: Caller, eventId: number, file: AccountFile | null, form: AccountImportForm): Promise<AccountImportPreview> {
      const { check, ...read } = await checkFile(user, eventId, file, form);
      return {
        ...read,
        missingFields: check.missingFields,
        rows: check.rows.slice(0, ACCOUNT_IMPORT_PREVIEW_ROWS).map(({ line, status, cells }) => ({ line, status, cells })),
        problems: check.problems.slice(0, ACCOUNT_IMPORT_PREVIEW_PROBLEMS),
        problemCount: check.problems.length,
        counts: check.counts,
      };
    },

    /**
     * POST /api/importAccounts/{eventId}: checks the file again and, when every row is valid,
     * stores the rows and queues the job; answers the running import. 400 with the number of
     * problems otherwise, 409 while another import of the event runs.
     */
    async apply(user: Caller, eventId: number, file: AccountFile | null, form: AccountImportForm, lang: Language): Promise<AccountImport> {
      const { check, mapping } = await checkFile(user, eventId, file, form);
      const problems = check.problems.length + check.missingFields.length;
      if (problems > 0) throw new DomainError(400, ERROR_CODES.importInvalid, 'account_import_invalid', undefined, { count: problems });
      await abandonStale(eventId, lang);
      const updateFields = ACCOUNT_IMPORT_FIELDS.filter((field) => (mapping as AccountImportMapping)[field] !== null);
      const rows = check.rows.map((row) => row.fields!);
      const started = await repository.start({ eventId, userId: user.id, existing: form.existing, rows }, (importId, tx) =>
        deps.jobs.enqueue(accountImportJob, { importId, updateFields }, tx),
      );
      if (!started) throw new DomainError(409, ERROR_CODES.importRunning, 'account_import_running');
      deps.jobs.nudge();
      return presentAccountImport(started);
    },

    /** GET /api/importAccounts/{eventId}: the latest import, running or finished, or null. */
    async latest(user: Caller, eventId: number, lang: Language): Promise<LatestAccountImport> {
      await deps.events.info(user, eventId);
      let latest = await repository.latest(eventId);
      if (latest?.status === 'running' && deps.now().getTime() - latest.createdAt.getTime() > STALE_AFTER_MS) {
        await abandonStale(eventId, lang);
        latest = await repository.latest(eventId);
      }
      return { latest: latest ? presentAccountImport(latest) : null };
    },

    /**
     * GET /api/importAccountsFinished: what the socket pushed to this user since `since`, for a
     * browser whose socket was away: a push finds no absent socket and is not queued. Only the
     * caller's own imports, as only they were pushed; at most an hour back.
     */
    async finishedSince(user: Caller, since: Date): Promise<FinishedAccountImports> {
      const earliest = new Date(deps.now().getTime() - FINISHED_LOOKBACK_MS);
      const imports = await repository.finishedFor(user.id, since > earliest ? since : earliest, FINISHED_MAX);
      return { imports: imports.map(messageOf) };
    },

    /** GET /api/importAccountsTemplate: the CSV template with headers in `lang`. */
    template: (lang: Language) => templateCsv(lang),
  };
}

export type AccountImportService = ReturnType<typeof createAccountImportService>;
